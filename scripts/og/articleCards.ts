/**
 * Social cards (1200x630 PNG) for the articles and their list, drawn at
 * build time by the system Chromium from the site's font and each article's
 * cover. Kept apart from the case studies' card renderer so the two can be
 * unified in one place.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { site } from "../../app/content/site";
import { CHROMIUM_FLAGS, systemChromium } from "../browser";

export type ArticleCard = {
  /** Where the card goes, site-relative: /og/insights/<slug>.png */
  path: string;
  kicker: string;
  title: string;
  subtitle: string;
  /** An SVG drawn at the card's right. */
  imageSvgPath?: string;
};

const SIZE = { width: 1200, height: 630 } as const;
const root = join(import.meta.dirname, "..", "..");

function fontFace(weight: number): string {
  const file = join(
    root,
    `node_modules/@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`,
  );
  const data = readFileSync(file).toString("base64");
  return `@font-face{font-family:Poppins;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The card as a self-contained page: fonts and image inlined. */
export function articleCardHtml(card: ArticleCard, fonts: string): string {
  const image = card.imageSvgPath
    ? `<figure><img alt="" src="data:image/svg+xml;base64,${readFileSync(card.imageSvgPath).toString("base64")}"></figure>`
    : "";
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fonts}
*{box-sizing:border-box;margin:0}
body{width:${SIZE.width}px;height:${SIZE.height}px;overflow:hidden;font-family:Poppins,sans-serif;color:#fff;
background:radial-gradient(90% 120% at 100% 0%,#2f6fed 0%,#132f6b 45%,#0b1734 100%);
display:grid;grid-template-columns:${image ? "1fr 460px" : "1fr"};gap:48px;padding:64px 72px;align-items:center}
.text{display:flex;flex-direction:column;justify-content:space-between;height:100%}
.brand{display:flex;align-items:center;gap:16px;font-size:28px;font-weight:700}
.mark{width:52px;height:52px;border-radius:12px;background:#fff;color:#132f6b;display:grid;place-items:center;font-size:30px}
.kicker{display:inline-block;margin-bottom:20px;padding:6px 18px;border-radius:999px;background:#6ee29a;color:#0b1734;font-size:22px;font-weight:700}
h1{font-size:${card.title.length > 60 ? 42 : 50}px;line-height:1.14;font-weight:700}
.subtitle{margin-top:20px;font-size:24px;color:#d5def3}
.url{font-size:22px;color:#b8c3dc}
figure{border-radius:24px;overflow:hidden;border:6px solid rgb(255 255 255 / 85%);background:#fff}
img{display:block;width:100%;height:auto}
</style></head><body>
<div class="text">
<div class="brand"><div class="mark">K</div>${escapeHtml(site.name)}</div>
<div><div class="kicker">${escapeHtml(card.kicker)}</div><h1>${escapeHtml(card.title)}</h1><p class="subtitle">${escapeHtml(card.subtitle)}</p></div>
<div class="url">${escapeHtml(new URL(site.url).host)}</div>
</div>${image}</body></html>`;
}

/** Draws every card into `clientDir`, one browser for all; returns paths. */
export async function writeArticleCards(
  clientDir: string,
  cards: readonly ArticleCard[],
): Promise<string[]> {
  const fonts = [400, 700].map(fontFace).join("");
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { ...SIZE } });
    for (const card of cards) {
      await page.setContent(articleCardHtml(card, fonts), {
        waitUntil: "load",
      });
      await page.evaluate(() => document.fonts.ready);
      const file = join(clientDir, card.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await page.screenshot({ type: "png" }));
    }
  } finally {
    await browser.close();
  }
  return cards.map((card) => card.path);
}
