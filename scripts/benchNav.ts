/**
 * Navigation benchmark (on demand, not in CI). On the phone profile of the
 * issue (412 px, 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x),
 * a visitor on `/` opens the menu and taps Portfolio:
 * - 3 s after the home page's load event, and
 * - as soon as the header paints (the Menu tap at first contentful paint,
 *   Portfolio as soon as the menu shows; a tap the page drops would be
 *   repeated, and counted).
 * The Menu tap is timed to the menu showing (its popover's `toggle`); the
 * Portfolio tap to the first feedback (the frame after the link shows its
 * pressed state, the URL changes or the "Loading" spinner shows; or a new
 * document's first byte) and to the portfolio's heading
 * on screen, compared with a full load of `/portfolio` (navigation start to
 * its heading painted).
 * Builds unless BENCH_SKIP_BUILD=1; RUNS (default 5) runs, medians printed
 * and written to bench-results/nav.json. Runs one page at a time.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { median, startBenchServer } from "./benchServer";
import { HEADING, type Probe, PROBE, type ProbeWindow } from "./benchNavProbe";
import { CHROMIUM_FLAGS, phonePage, systemChromium } from "./browser";

const root = join(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_NAV_PORT ?? 4410);
const origin = `http://127.0.0.1:${port}`;
const LOADED_DELAY_MS = 3000;

const newPhonePage = (browser: Browser) =>
  phonePage(browser, PROBE, { baseURL: origin });

async function tap(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const MENU = 'header button[aria-controls="site-menu"]';
const PORTFOLIO = '#site-menu a[href="/portfolio"]';

/**
 * Taps Menu until the menu shows (it should from the first tap: a native
 * popover needs none of the app's code) and returns the number of taps.
 */
async function openMenu(page: Page): Promise<number> {
  await page
    .locator(MENU)
    .evaluate((button) => button.setAttribute("data-bench-menu", ""));
  for (let taps = 1; taps <= 5; taps += 1) {
    await tap(page, MENU);
    const isOpen = await page
      .waitForFunction(
        () => !!document.querySelector("#site-menu:popover-open"),
        null,
        { polling: "raf", timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (isOpen) return taps;
  }
  throw new Error("The menu never opened.");
}

type NavSample = {
  menu: number;
  feedback: number;
  heading: number;
  extraTaps: number;
};

function sample(probe: Probe, menuTaps: number): NavSample {
  const tapAt = probe.tapAt ?? 0;
  return {
    menu: (probe.menuOpenAt ?? 0) - (probe.menuTapAt ?? 0),
    feedback: (probe.feedbackAt ?? 0) - tapAt,
    heading: (probe.headingAt ?? 0) - tapAt,
    extraTaps: menuTaps - 1,
  };
}

async function readProbe(page: Page): Promise<Probe> {
  const handle = await page.waitForFunction(
    () => {
      const probe = (window as ProbeWindow).__navProbe;
      return probe?.headingAt && probe.feedbackAt ? probe : null;
    },
    null,
    { polling: "raf", timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Probe;
}

async function tapAfterLoad(browser: Browser): Promise<NavSample> {
  const page = await newPhonePage(browser);
  await page.goto("/", { waitUntil: "load" });
  const loadedAt = await page.evaluate(
    () =>
      (
        performance.getEntriesByType(
          "navigation",
        )[0] as PerformanceNavigationTiming
      ).loadEventEnd,
  );
  await page.waitForFunction(
    (at) => performance.now() >= at,
    loadedAt + LOADED_DELAY_MS,
    { polling: "raf", timeout: 60_000 },
  );
  const menuTaps = await openMenu(page);
  await page.locator(PORTFOLIO).evaluate((link) => {
    link.setAttribute("data-bench-tap", "");
  });
  const menuProbe = await readMenu(page);
  await tap(page, PORTFOLIO);
  const probe = await readProbe(page);
  await page.context().close();
  return sample({ ...probe, ...menuProbe }, menuTaps);
}

/** The Menu tap's times, read before a full page load can replace them. */
async function readMenu(page: Page) {
  return page.evaluate(() => {
    const probe = (window as ProbeWindow).__navProbe;
    return {
      menuTapAt: probe?.menuTapAt ?? null,
      menuOpenAt: probe?.menuOpenAt ?? null,
    };
  });
}

async function tapAtFirstPaint(browser: Browser): Promise<NavSample> {
  const page = await newPhonePage(browser);
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    null,
    { polling: "raf", timeout: 60_000 },
  );
  const menuTaps = await openMenu(page);
  const menuProbe = await readMenu(page);
  await page.locator(PORTFOLIO).evaluate((link) => {
    link.setAttribute("data-bench-tap", "");
  });
  await tap(page, PORTFOLIO);
  const probe = await readProbe(page);
  await page.context().close();
  return sample({ ...probe, ...menuProbe }, menuTaps);
}

/** A full load of /portfolio with the home page's files cached, as a link does. */
async function fullLoad(browser: Browser): Promise<number> {
  const page = await newPhonePage(browser);
  await page.goto("/", { waitUntil: "load" });
  await page.goto("/portfolio", { waitUntil: "commit" });
  const handle = await page.waitForFunction(
    (text) => {
      const h1 = document.querySelector("h1");
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return h1?.textContent?.trim() === text && paint
        ? Math.max(paint.startTime, 0)
        : null;
    },
    HEADING,
    { polling: "raf", timeout: 60_000 },
  );
  const heading = (await handle.jsonValue()) as number;
  await page.context().close();
  return heading;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
  }
  const server = await startBenchServer(root, buildDir, port);
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: CHROMIUM_FLAGS,
  });
  const samples = {
    loaded: [] as NavSample[],
    firstPaint: [] as NavSample[],
    fullLoad: [] as number[],
  };
  try {
    for (let run = 1; run <= runs; run += 1) {
      const full = await fullLoad(browser);
      const loaded = await tapAfterLoad(browser);
      const early = await tapAtFirstPaint(browser);
      samples.fullLoad.push(full);
      samples.loaded.push(loaded);
      samples.firstPaint.push(early);
      console.log(
        `run ${run}/${runs}: full load ${Math.round(full)} ms; 3 s after load: menu ${Math.round(loaded.menu)} ms, Portfolio ${Math.round(loaded.feedback)}/${Math.round(loaded.heading)} ms; at first paint: menu ${Math.round(early.menu)} ms (${early.extraTaps} extra taps), Portfolio ${Math.round(early.feedback)}/${Math.round(early.heading)} ms`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }

  const fullLoadMedian = median(samples.fullLoad);
  const summarise = (list: NavSample[]) => {
    const heading = median(list.map((s) => s.heading));
    return {
      menuOpensMs: Math.round(median(list.map((s) => s.menu))),
      feedbackMs: Math.round(median(list.map((s) => s.feedback))),
      headingMs: Math.round(heading),
      ratio: Number((heading / fullLoadMedian).toFixed(2)),
      extraTaps: list.map((s) => s.extraTaps),
      samples: list.map((s) => ({
        menuOpensMs: Math.round(s.menu),
        feedbackMs: Math.round(s.feedback),
        headingMs: Math.round(s.heading),
      })),
    };
  };
  const result = {
    runs,
    profile:
      "412 px, 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x (DevTools protocol)",
    fullLoad: {
      headingMs: Math.round(fullLoadMedian),
      samples: samples.fullLoad.map(Math.round),
    },
    tapThreeSecondsAfterLoad: summarise(samples.loaded),
    tapAtFirstPaint: summarise(samples.firstPaint),
  };

  console.log(`\nMedians of ${runs} runs (${result.profile}):`);
  console.table({
    "full load of /portfolio": {
      "menu shows (ms)": "-",
      "first feedback (ms)": "-",
      "portfolio heading (ms)": result.fullLoad.headingMs,
      "ratio to full load": 1,
    },
    "tap 3 s after load": {
      "menu shows (ms)": result.tapThreeSecondsAfterLoad.menuOpensMs,
      "first feedback (ms)": result.tapThreeSecondsAfterLoad.feedbackMs,
      "portfolio heading (ms)": result.tapThreeSecondsAfterLoad.headingMs,
      "ratio to full load": result.tapThreeSecondsAfterLoad.ratio,
    },
    "tap as the header paints": {
      "menu shows (ms)": result.tapAtFirstPaint.menuOpensMs,
      "first feedback (ms)": result.tapAtFirstPaint.feedbackMs,
      "portfolio heading (ms)": result.tapAtFirstPaint.headingMs,
      "ratio to full load": result.tapAtFirstPaint.ratio,
    },
  });
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(
    join(root, "bench-results", "nav.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log("Wrote bench-results/nav.json");
}

await main();
