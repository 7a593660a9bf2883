/**
 * Lighthouse benchmark (on demand, not in CI): builds, serves the production
 * site, and runs Lighthouse 12 (mobile, simulated throttling) RUNS times,
 * interleaved, on `/`, `/portfolio`, one case study, an article, `/hi/` and
 * the zero-JavaScript references (the prerendered home pages, English and
 * Hindi, with every script and module preload removed, served the same way). Prints medians and ranges, each page's LCP
 * and FCP as a ratio to the reference, and writes bench-results/lighthouse.json.
 *
 *   npm run bench              # 5 runs
 *   RUNS=3 npm run bench
 */
import { execSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  median,
  REFERENCE,
  REFERENCE_HI,
  startBenchServer,
  writeReference,
} from "./benchServer";
import { CHROMIUM_FLAGS, systemChromium } from "./browser";

const root = join(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(root, buildDir, "client");
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4400);
const origin = `http://127.0.0.1:${port}`;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
}

function firstCaseStudy(): string {
  const ids = readdirSync(join(clientDir, "portfolio"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const id = ids.find((name) => name.includes("hospital")) ?? ids[0];
  if (!id) throw new Error("No case study was prerendered.");
  return `/portfolio/${id}`;
}

function firstArticle(): string {
  const slugs = readdirSync(join(clientDir, "insights"), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (!slugs[0]) throw new Error("No article was prerendered.");
  return `/insights/${slugs[0]}`;
}

type Sample = Record<string, number>;

const METRICS = {
  performance: (lhr: LH) => lhr.categories.performance?.score,
  accessibility: (lhr: LH) => lhr.categories.accessibility?.score,
  "best-practices": (lhr: LH) => lhr.categories["best-practices"]?.score,
  seo: (lhr: LH) => lhr.categories.seo?.score,
  fcp: (lhr: LH) => lhr.audits["first-contentful-paint"]?.numericValue,
  lcp: (lhr: LH) => lhr.audits["largest-contentful-paint"]?.numericValue,
  tbt: (lhr: LH) => lhr.audits["total-blocking-time"]?.numericValue,
  cls: (lhr: LH) => lhr.audits["cumulative-layout-shift"]?.numericValue,
  tti: (lhr: LH) => lhr.audits.interactive?.numericValue,
  transferBytes: (lhr: LH) => lhr.audits["total-byte-weight"]?.numericValue,
  scriptBytes: (lhr: LH) => scriptTransfer(lhr),
} as const;

type LH = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: unknown[] } } | undefined
  >;
};

function scriptTransfer(lhr: LH): number {
  const items = (lhr.audits["network-requests"]?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** Lighthouse runs that gave no result, each tried again. */
const failedRuns: string[] = [];

/** Attempts per page and run before a Lighthouse failure stops the bench. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `target`. A run that ends in a Lighthouse runtime
 * error (no result: the tab hung or the trace was lost) measured nothing:
 * it is reported, counted and tried again, never averaged in as a score.
 */
async function measure(target: string, chromePort: number): Promise<LH> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${origin}${target}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr as unknown as LH | undefined;
    if (lhr && !lhr.runtimeError) return lhr;
    const reason = lhr?.runtimeError?.code ?? "no result";
    failedRuns.push(`${target}: ${reason}`);
    console.log(
      `  ${target}: Lighthouse failed (${reason}), attempt ${attempt}`,
    );
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${target}`);
  }
}

async function main() {
  const restoreHeaders = writeReference(clientDir);
  // The Hindi home page beside its own limit page (the same HTML, no
  // scripts): its words and fonts are its own.
  const restoreHindiHeaders = writeReference(
    clientDir,
    "hi/index.html",
    REFERENCE_HI,
  );
  const server = await startBenchServer(root, buildDir, port);

  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const targets = [
    "/",
    "/portfolio",
    firstCaseStudy(),
    firstArticle(),
    REFERENCE,
    "/hi/",
    REFERENCE_HI,
  ];
  const samples = new Map<string, Sample[]>(targets.map((t) => [t, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const lhr = await measure(target, chrome.port);
        const sample: Sample = {};
        for (const [name, read] of Object.entries(METRICS)) {
          const value = read(lhr);
          if (typeof value === "number") sample[name] = value;
        }
        samples.get(target)?.push(sample);
        console.log(
          `run ${run}/${runs} ${target}: perf ${Math.round((sample.performance ?? 0) * 100)} LCP ${Math.round(sample.lcp ?? 0)} ms`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
    rmSync(join(clientDir, REFERENCE), { recursive: true, force: true });
    rmSync(join(clientDir, REFERENCE_HI), { recursive: true, force: true });
    restoreHindiHeaders();
    restoreHeaders();
  }

  const summary: Record<
    string,
    Record<string, { median: number; min: number; max: number }>
  > = {};
  for (const [target, list] of samples) {
    summary[target] = {};
    for (const name of Object.keys(METRICS)) {
      const values = list
        .map((sample) => sample[name])
        .filter((v): v is number => v !== undefined);
      if (values.length === 0) continue;
      summary[target][name] = {
        median: median(values),
        min: Math.min(...values),
        max: Math.max(...values),
      };
    }
  }
  const table = targets.map((target) => {
    const s = summary[target] ?? {};
    const reference =
      summary[
        target.startsWith("/hi/") || target === REFERENCE_HI
          ? REFERENCE_HI
          : REFERENCE
      ];
    const ratio = (name: string) =>
      reference?.[name] && s[name]
        ? (s[name].median / reference[name].median).toFixed(2)
        : "-";
    const score = (name: string) => Math.round((s[name]?.median ?? 0) * 100);
    const ms = (name: string) =>
      `${Math.round(s[name]?.median ?? 0)} (${Math.round(s[name]?.min ?? 0)}-${Math.round(s[name]?.max ?? 0)})`;
    return {
      page: target,
      perf: score("performance"),
      "perf min": Math.round((s.performance?.min ?? 0) * 100),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "FCP ms": ms("fcp"),
      "LCP ms": ms("lcp"),
      "TBT ms": ms("tbt"),
      CLS: (s.cls?.median ?? 0).toFixed(3),
      "JS kB": ((s.scriptBytes?.median ?? 0) / 1000).toFixed(1),
      "total kB": ((s.transferBytes?.median ?? 0) / 1000).toFixed(1),
      "LCP/ref": ratio("lcp"),
      "FCP/ref": ratio("fcp"),
    };
  });
  console.table(table);
  console.log(
    failedRuns.length === 0
      ? "Every Lighthouse run gave a result."
      : `Lighthouse runs that gave no result, repeated: ${failedRuns.join("; ")}`,
  );
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(
    join(root, "bench-results", "lighthouse.json"),
    JSON.stringify(
      { date: new Date().toISOString(), runs, summary, table, failedRuns },
      null,
      2,
    ),
  );
  console.log("Wrote bench-results/lighthouse.json");
}

await main();
