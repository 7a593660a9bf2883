/**
 * Renders the 1200x630 social card (public/og-image.png) from the site's own
 * config and font. Run after changing the studio's name or tagline:
 *   npx tsx scripts/og-image.ts
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { hero } from "../app/content/hero";
import { site } from "../app/content/site";
import { launchHeadless } from "./browser";

const root = join(import.meta.dirname, "..");
const font = (weight: number) =>
  pathToFileURL(
    join(
      root,
      `node_modules/@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`,
    ),
  ).href;

const html = `<!doctype html><html><head><style>
@font-face { font-family: Poppins; font-weight: 400; src: url(${font(400)}); }
@font-face { font-family: Poppins; font-weight: 700; src: url(${font(700)}); }
* { box-sizing: border-box; margin: 0; }
body { width: 1200px; height: 630px; font-family: Poppins, sans-serif; color: #fff;
  background: radial-gradient(90% 120% at 100% 0%, #2f6fed 0%, #132f6b 45%, #0b1734 100%);
  padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
.mark { width: 64px; height: 64px; border-radius: 14px; background: #fff; color: #132f6b;
  display: grid; place-items: center; font-size: 38px; }
h1 { font-size: 76px; line-height: 1.08; font-weight: 700; letter-spacing: -0.02em; }
h1 span { color: #6ee29a; }
p { font-size: 30px; color: #d5def3; }
.chips { display: flex; gap: 14px; }
.chip { border: 2px solid rgb(255 255 255 / 35%); border-radius: 999px; padding: 8px 22px; font-size: 24px; }
</style></head><body>
<div class="brand"><div class="mark">K</div>${site.name}</div>
<div><h1>${hero.headlineLead} <span>${hero.headlineEmphasis}</span><br>${hero.headlineTail}</h1></div>
<div><p>${hero.tagline}</p></div>
<div class="chips"><div class="chip">Web Development</div><div class="chip">Social Media Marketing</div><div class="chip">${site.address.line}</div></div>
</body></html>`;

const dir = mkdtempSync(join(tmpdir(), "og-"));
const file = join(dir, "card.html");
writeFileSync(file, html);
const browser = await launchHeadless(["--allow-file-access-from-files"]);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(pathToFileURL(file).href);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(root, "public", "og-image.png") });
await browser.close();
console.log("Wrote public/og-image.png");
