import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import type { Measurements } from "../../app/content/measured";
import { speedKey, speedSummary } from "../../server/leads/speed/vitals";

/**
 * What the site may claim, as measured: the latest `npm run bench`
 * (bench-results/lighthouse.json) and, with the lead service's database
 * named (LEADS_DATABASE_URL), real visitors' 75th percentiles over 28
 * days. Either is left out when it is missing, unreadable or rests on too
 * few page views: nothing is shown that no one measured. Only
 * `npm run measurements:publish` reads them, into a committed file; the
 * build never does.
 */

/** Fewer page views than this in 28 days make no claim. */
export const MIN_FIELD_VIEWS = 50;
export const FIELD_DAYS = 28;

type Summary = Record<
  string,
  Record<string, { median: number; min: number; max: number } | undefined>
>;

export function readLighthouse(root: string): Measurements["lighthouse"] {
  const file = join(root, "bench-results", "lighthouse.json");
  if (!existsSync(file)) return undefined;
  try {
    const data = JSON.parse(readFileSync(file, "utf8")) as {
      date?: string;
      runs?: number;
      summary?: Summary;
    };
    const home = data.summary?.["/"];
    const performance = home?.performance;
    const accessibility = home?.accessibility;
    const tti = home?.tti;
    if (!data.date || !performance || !accessibility || !tti) return undefined;
    return {
      date: data.date,
      runs: data.runs ?? 0,
      performance: Math.round(performance.median * 100),
      performanceMin: Math.round(performance.min * 100),
      accessibility: Math.round(accessibility.median * 100),
      ttiMs: Math.round(tti.median),
    };
  } catch {
    return undefined;
  }
}

export async function readField(
  env: Record<string, string | undefined>,
  now = Date.now(),
): Promise<Measurements["field"]> {
  const url = env.LEADS_DATABASE_URL?.trim();
  if (!url) return undefined;
  const db = createClient({ url, authToken: env.LEADS_DATABASE_AUTH_TOKEN });
  try {
    const summary = await speedSummary(db, now, FIELD_DAYS);
    const lcp = summary.get(speedKey("load", "all", "phone", "LCP"));
    const inp = summary.get(speedKey("load", "all", "phone", "INP"));
    if (!lcp || lcp.views < MIN_FIELD_VIEWS) return undefined;
    return {
      date: new Date(now).toISOString(),
      days: FIELD_DAYS,
      phoneLcpMs: lcp.value,
      phoneLcpViews: lcp.views,
      ...(inp && inp.views >= MIN_FIELD_VIEWS
        ? { phoneInpMs: inp.value, phoneInpViews: inp.views }
        : {}),
    };
  } catch {
    // No speed tables yet, or the database is not reachable from the build.
    return undefined;
  } finally {
    db.close();
  }
}

export async function readMeasurements(
  root: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Measurements> {
  const [lighthouse, field] = [readLighthouse(root), await readField(env)];
  return {
    ...(lighthouse ? { lighthouse } : {}),
    ...(field ? { field } : {}),
  };
}

/** Where the published figures live, under the repository's root. */
export const PUBLISHED_FILE = join("app", "content", "measurements.json");

/** Writes what was measured into the file the site reads at build. */
export async function publishMeasurements(
  root: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Measurements> {
  const measurements = await readMeasurements(root, env);
  writeFileSync(
    join(root, PUBLISHED_FILE),
    `${JSON.stringify(measurements, null, 2)}\n`,
  );
  return measurements;
}
