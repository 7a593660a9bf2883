/**
 * Home page measurements (on demand, not a timed test): on the built site
 * at 390x844 and 1280x800, in the light and the dark theme, how much of the
 * first case-study image (the hero's) is on the first screen without
 * scrolling, where the work band's first image and the first client quote
 * start, how tall the page is at first load and once every section has its
 * real height, and how many screens that is. Prints a table, checks the
 * bars (at least half of the image on the first screen everywhere, a phone
 * page at most 8,500 px; exits 1 when one fails) and writes
 * bench-results/home.json.
 *
 * `SHOTS=<folder>` also saves screenshots (first screens and the full page)
 * for design review. Builds unless MEASURE_SKIP_BUILD=1.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startBenchServer } from "./benchServer";
import { freePort } from "./freePort";
import { launchHeadless } from "./browser";

const root = join(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const shots = process.env.SHOTS;

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
] as const;
const THEMES = ["light", "dark"] as const;
/** The bars: half the first case image on the first screen, a phone page at most this tall. */
const MIN_IMAGE_SHARE = 0.5;
const MAX_PHONE_HEIGHT_PX = 8500;

/** Page-relative top of the first element matching `selector`, or null. */
function topOf(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element
      ? Math.round(element.getBoundingClientRect().top + window.scrollY)
      : null;
  }, selector);
}

/**
 * The first case-study image of the page (the hero's): its top, and how
 * much of its height is on the first screen, 0 to 1, without scrolling.
 */
function firstImageOnScreen(page: Page) {
  return page.evaluate(() => {
    const image = document.querySelector(
      "main [data-hero-work] img, main [data-work] img",
    );
    if (!image) return { top: null, share: 0 };
    const box = image.getBoundingClientRect();
    const seen =
      Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return {
      top: Math.round(box.top + window.scrollY),
      share: Number((Math.max(0, seen) / box.height).toFixed(2)),
    };
  });
}

const documentHeight = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight);

if (process.env.MEASURE_SKIP_BUILD !== "1") {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
const port = await freePort();
const server = await startBenchServer(root, buildDir, port);
const browser = await launchHeadless();

type Row = {
  viewport: string;
  theme: string;
  firstImageTop: number | null;
  firstImageShare: number;
  workImageTop: number | null;
  quoteTop: number | null;
  heightAtLoad: number;
  heightLaidOut: number;
  screens: number;
  sections: string;
};
const rows: Row[] = [];

try {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: theme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const heightAtLoad = await documentHeight(page);
      const firstImage = await firstImageOnScreen(page);
      // Once the app runs and the page is idle: nothing should have changed.
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve)),
      );
      const heightLaidOut = await documentHeight(page);
      const row: Row = {
        viewport: `${viewport.width}x${viewport.height}`,
        theme,
        firstImageTop: firstImage.top,
        firstImageShare: firstImage.share,
        workImageTop: await topOf(
          page,
          "main [data-work] img, #work article img",
        ),
        quoteTop: await topOf(page, "main [data-quote], #work figure"),
        heightAtLoad,
        heightLaidOut,
        screens: Number((heightLaidOut / viewport.height).toFixed(1)),
        sections: await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              "body > header, main > *, body > footer, footer",
            ),
          ]
            .map((element) => {
              const name = element.id || element.tagName.toLowerCase();
              if (element.getBoundingClientRect().height === 0) return "";
              return `${name} ${Math.round(element.getBoundingClientRect().height)}`;
            })
            .filter(Boolean)
            .join(", "),
        ),
      };
      rows.push(row);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        const base = join(shots, `${viewport.name}-${theme}`);
        await page.screenshot({ path: `${base}-screen1.png` });
        for (const screen of [2, 3]) {
          await page.evaluate(
            (y) => window.scrollTo({ top: y, behavior: "instant" }),
            (screen - 1) * viewport.height,
          );
          await page.screenshot({ path: `${base}-screen${screen}.png` });
        }
        await page.evaluate(() =>
          window.scrollTo({ top: 0, behavior: "instant" }),
        );
        await page.screenshot({ path: `${base}-full.png`, fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}

console.table(rows);
const misses = rows.flatMap((row) => [
  ...(row.firstImageShare < MIN_IMAGE_SHARE
    ? [
        `${row.viewport} ${row.theme}: ${Math.round(row.firstImageShare * 100)}% of the first case image on the first screen (bar: ${MIN_IMAGE_SHARE * 100}%)`,
      ]
    : []),
  ...(row.viewport.startsWith("390") && row.heightLaidOut > MAX_PHONE_HEIGHT_PX
    ? [
        `${row.viewport} ${row.theme}: page ${row.heightLaidOut} px (bar: ${MAX_PHONE_HEIGHT_PX})`,
      ]
    : []),
]);
console.log(
  misses.length === 0
    ? `Bars met: at least ${MIN_IMAGE_SHARE * 100}% of the first case image on every first screen, the phone page at most ${MAX_PHONE_HEIGHT_PX} px.`
    : `Bars missed:\n  ${misses.join("\n  ")}`,
);
if (misses.length > 0) process.exitCode = 1;
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results", "home.json"),
  `${JSON.stringify(rows, null, 2)}\n`,
);
