/**
 * Start-up benchmark (on demand, not in CI): the largest contentful paint
 * of `/` in a real Chromium on the phone profile (412 px, 150 ms round
 * trip, 1.6 Mbps down, 750 kbps up, CPU 4x), for the app started after the
 * first paint (scripts/boot.ts) against the framework's own start
 * (`BOOT_EAGERLY=1`), run after run in alternating order so both meet the
 * same machine (ADR 001, issue 24).
 *
 * Builds both into `build` and `build-eager` unless BENCH_SKIP_BUILD=1 (then
 * both must exist). RUNS (default 7) runs each; PAGE (default `/`). Prints
 * medians and ranges of FCP, LCP and when the app had hydrated, and writes
 * bench-results/lcp.json.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { median, startBenchServer } from "./benchServer";
import { CHROMIUM_FLAGS, systemChromium } from "./browser";

const root = join(import.meta.dirname, "..");
const runs = Number(process.env.RUNS ?? 7);
const pagePath = process.env.PAGE ?? "/";
const basePort = Number(process.env.BENCH_LCP_PORT ?? 4420);

const VARIANTS = [
  { name: "after first paint", buildDir: "build", env: {} },
  {
    name: "framework's start",
    buildDir: "build-eager",
    env: { BOOT_EAGERLY: "1" },
  },
] as const;

type Sample = { fcp: number; lcp: number; hydrated: number };

/** Paint timings of the page, once its app has started and settled. */
async function measure(browser: Browser, origin: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${origin}${pagePath}`, { waitUntil: "load" });
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated"),
    null,
    { polling: "raf", timeout: 60_000 },
  );
  const hydrated = await page.evaluate(() => performance.now());
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
  for (const variant of VARIANTS) {
    execSync("npm run build --silent", {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: variant.buildDir, ...variant.env },
    });
  }
}

const servers = await Promise.all(
  VARIANTS.map((variant, index) =>
    startBenchServer(root, variant.buildDir, basePort + index),
  ),
);
const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: CHROMIUM_FLAGS,
});
const samples: Sample[][] = VARIANTS.map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    // Alternate which goes first, so neither always meets a warmer machine.
    const order = run % 2 ? [1, 0] : [0, 1];
    for (const index of order) {
      const sample = await measure(
        browser,
        `http://127.0.0.1:${basePort + index}`,
      );
      samples[index]?.push(sample);
      console.log(
        `run ${run + 1}/${runs} ${VARIANTS[index]?.name}: FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, hydrated ${Math.round(sample.hydrated)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}

const results = VARIANTS.map((variant, index) => ({
  variant: variant.name,
  ...summary(samples[index] ?? []),
}));
console.table(results);
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results", "lcp.json"),
  `${JSON.stringify({ page: pagePath, runs, results, samples }, null, 2)}\n`,
);
