/**
 * Social cards (1200x630 PNG) drawn by the system Chromium from the site's
 * own font and illustrations. One card per page that has its own: case
 * studies and articles. Reuse:
 *
 *   const renderer = await createOgCardRenderer();
 *   const png = await renderer.render({ title, kicker, subtitle, imageSvgPath });
 *   await renderer.close();
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { escapeHtml } from "../server/leads/core/html";
import { site } from "../app/content/site";
import { OG_IMAGE_SIZE } from "../app/lib/seo";
import { launchHeadless } from "./browser";

export type OgCard = {
  /** The page's title, the card's headline. */
  title: string;
  /** A short label above the title, e.g. the service line. */
  kicker: string;
  /** One line under the title, e.g. client and sector. */
  subtitle: string;
  /** An SVG file drawn at the card's right (an illustration, 16:10 or so). */
  imageSvgPath?: string;
};

const root = join(import.meta.dirname, "..");

function fontFace(weight: number): string {
  const file = join(
    root,
    `node_modules/@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`,
  );
  const data = readFileSync(file).toString("base64");
  return `@font-face{font-family:Poppins;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

/** The card as a self-contained HTML page (fonts and image inlined). */
export function ogCardHtml(card: OgCard, fonts: string): string {
  const image = card.imageSvgPath
    ? `<figure><img alt="" src="data:image/svg+xml;base64,${readFileSync(card.imageSvgPath).toString("base64")}"></figure>`
    : "";
  const { width, height } = OG_IMAGE_SIZE;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fonts}
*{box-sizing:border-box;margin:0}
body{width:${width}px;height:${height}px;overflow:hidden;font-family:Poppins,sans-serif;color:#fff;
background:radial-gradient(90% 120% at 100% 0%,#2f6fed 0%,#132f6b 45%,#0b1734 100%);
display:grid;grid-template-columns:${image ? "1fr 500px" : "1fr"};gap:48px;padding:64px 72px;align-items:center}
.text{display:flex;flex-direction:column;justify-content:space-between;height:100%}
.brand{display:flex;align-items:center;gap:16px;font-size:28px;font-weight:700}
.mark{width:52px;height:52px;border-radius:12px;background:#fff;color:#132f6b;display:grid;place-items:center;font-size:30px}
.kicker{display:inline-block;align-self:flex-start;margin-bottom:20px;padding:6px 18px;border-radius:999px;background:#6ee29a;color:#0b1734;font-size:22px;font-weight:700}
h1{font-size:${card.title.length > 60 ? 44 : 52}px;line-height:1.12;font-weight:700;letter-spacing:-0.01em}
.subtitle{margin-top:20px;font-size:26px;color:#d5def3}
.url{font-size:22px;color:#b8c3dc}
figure{border-radius:24px;overflow:hidden;border:6px solid rgb(255 255 255 / 85%);box-shadow:0 24px 48px rgb(0 0 0 / 35%);background:#fff}
img{display:block;width:100%;height:auto}
</style></head><body>
<div class="text">
<div class="brand"><div class="mark">K</div>${escapeHtml(site.name)}</div>
<div><div class="kicker">${escapeHtml(card.kicker)}</div><h1>${escapeHtml(card.title)}</h1><p class="subtitle">${escapeHtml(card.subtitle)}</p></div>
<div class="url">${escapeHtml(new URL(site.url).host)}</div>
</div>${image}</body></html>`;
}

export type OgCardRenderer = {
  render(card: OgCard): Promise<Buffer>;
  close(): Promise<void>;
};

/** One browser for many cards: launch once, render each, close. */
export async function createOgCardRenderer(): Promise<OgCardRenderer> {
  const fonts = [400, 700].map(fontFace).join("");
  const browser: Browser = await launchHeadless();
  const page = await browser.newPage({ viewport: { ...OG_IMAGE_SIZE } });
  return {
    async render(card) {
      await page.setContent(ogCardHtml(card, fonts), { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      try {
        return await page.screenshot({ type: "png" });
      } catch (error) {
        // Headless Chromium now and then answers "Unable to capture
        // screenshot" on a busy machine (seen while the end-to-end suite
        // built its second site); the next frame captures. Once only.
        if (!String(error).includes("Unable to capture screenshot"))
          throw error;
        await page.evaluate(() => new Promise(requestAnimationFrame));
        return page.screenshot({ type: "png" });
      }
    },
    close: () => browser.close(),
  };
}
