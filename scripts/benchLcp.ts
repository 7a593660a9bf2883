/**
 * Start-up benchmark (on demand, not in CI): the largest contentful paint
 * of a page in a real Chromium on the phone profile (412 px, 150 ms round
 * trip, 1.6 Mbps down, 750 kbps up, CPU 4x), against the limit page (the
 * home page without any script, benchServer.ts), run after run in
 * alternating order so both meet the same machine (ADR 001).
 *
 * Then Lighthouse (mobile, simulated throttling, performance only) on both,
 * alternating the same way: LIGHTHOUSE_RUNS (default 5, 0 skips it).
 *
 * Builds into `build` unless BENCH_SKIP_BUILD=1. RUNS (default 7) runs
 * each; PAGE (default `/`). Prints medians and ranges of FCP, LCP and when
 * the app had hydrated (the limit page never does: 0), and of Lighthouse's
 * score, FCP, LCP and TBT, and writes bench-results/lcp.json.
 *
 *   npm run bench:lcp
 *   BENCH_SKIP_BUILD=1 LIGHTHOUSE_RUNS=0 npm run bench:lcp
 */
import { execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  median,
  REFERENCE,
  startBenchServer,
  writeReference,
} from "./benchServer";
import { CHROMIUM_FLAGS, emulatePhoneNetwork, systemChromium } from "./browser";

const root = join(import.meta.dirname, "..");
const runs = Number(process.env.RUNS ?? 7);
const pagePath = process.env.PAGE ?? "/";
const port = Number(process.env.BENCH_LCP_PORT ?? 4420);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const VARIANTS = [
  { name: pagePath, path: pagePath, hydrates: true },
  { name: "limit page", path: REFERENCE, hydrates: false },
] as const;

type Sample = { fcp: number; lcp: number; hydrated: number };
type Audit = { score: number; fcp: number; lcp: number; tbt: number };

type LighthouseResult = {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

/**
 * One Lighthouse run (mobile, simulated throttling); a run that gives no
 * result is tried again, up to three times, never counted.
 */
async function lighthouseRun(url: string, port: number): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = result?.lhr as unknown as LighthouseResult | undefined;
    if (lhr && !lhr.runtimeError) {
      const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
      };
    }
    console.log(`  Lighthouse gave no result on ${url}, attempt ${attempt}`);
    if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}`);
  }
}

/** Paint timings of the page, once its app has started and settled. */
async function measure(
  browser: Browser,
  url: string,
  hydrates: boolean,
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await emulatePhoneNetwork(context, page, { cacheDisabled: true });
  await page.goto(url, { waitUntil: "load" });
  let hydrated = 0;
  if (hydrates) {
    await page.waitForFunction(
      () => document.documentElement.hasAttribute("data-hydrated"),
      null,
      { polling: "raf", timeout: 60_000 },
    );
    hydrated = await page.evaluate(() => performance.now());
  }
  // Nothing larger comes after the app starts; one more second to be sure.
  await page.waitForTimeout(1000);
  const timings = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp =
          performance.getEntriesByName("first-contentful-paint")[0]
            ?.startTime ?? 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries.at(-1)?.startTime ?? 0 });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return { ...timings, hydrated };
}

function summary(samples: Sample[]) {
  const line = (key: keyof Sample) => {
    const values = samples.map((sample) => Math.round(sample[key]));
    return `${Math.round(median(values))} (${Math.min(...values)}-${Math.max(...values)})`;
  };
  return { fcp: line("fcp"), lcp: line("lcp"), hydrated: line("hydrated") };
}

if (process.env.BENCH_SKIP_BUILD !== "1") {
  execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
}

const clientDir = join(root, "build", "client");
const restoreHeaders = writeReference(clientDir);
const server = await startBenchServer(root, "build", port);
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: CHROMIUM_FLAGS,
});
const samples: Sample[][] = VARIANTS.map(() => []);
const audits: Audit[][] = VARIANTS.map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    // Alternate which goes first, so neither always meets a warmer machine.
    const order = run % 2 ? [1, 0] : [0, 1];
    for (const index of order) {
      const variant = VARIANTS[index];
      if (!variant) continue;
      const sample = await measure(
        browser,
        `${origin}${variant.path}`,
        variant.hydrates,
      );
      samples[index]?.push(sample);
      console.log(
        `run ${run + 1}/${runs} ${VARIANTS[index]?.name}: FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, hydrated ${Math.round(sample.hydrated)} ms`,
      );
    }
  }
  await browser.close();
  if (lighthouseRuns > 0) {
    const chrome = await chromeLauncher.launch({
      chromePath: systemChromium(),
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      for (let run = 0; run < lighthouseRuns; run += 1) {
        const order = run % 2 ? [1, 0] : [0, 1];
        for (const index of order) {
          const audit = await lighthouseRun(
            `${origin}${VARIANTS[index]?.path ?? pagePath}`,
            chrome.port,
          );
          audits[index]?.push(audit);
          console.log(
            `Lighthouse ${run + 1}/${lighthouseRuns} ${VARIANTS[index]?.name}: score ${audit.score}, FCP ${Math.round(audit.fcp)} ms, LCP ${Math.round(audit.lcp)} ms, TBT ${Math.round(audit.tbt)} ms`,
          );
        }
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await browser.close();
  server.stop();
  rmSync(join(clientDir, REFERENCE), { recursive: true, force: true });
  restoreHeaders();
}

const results = VARIANTS.map((variant, index) => ({
  variant: variant.name,
  ...summary(samples[index] ?? []),
}));
console.table(results);
const lighthouseResults = VARIANTS.map((variant, index) => {
  const list = audits[index] ?? [];
  const line = (key: keyof Audit) => {
    const values = list.map((audit) => Math.round(audit[key]));
    return `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;
  };
  return {
    variant: variant.name,
    score: line("score"),
    fcp: line("fcp"),
    lcp: line("lcp"),
    tbt: line("tbt"),
  };
});
if (lighthouseRuns > 0) console.table(lighthouseResults);
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results", "lcp.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      page: pagePath,
      runs,
      results,
      samples,
      lighthouse:
        lighthouseRuns > 0
          ? { runs: lighthouseRuns, results: lighthouseResults, audits }
          : null,
    },
    null,
    2,
  )}\n`,
);
