import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import type { LeadsDb } from "../storage/db";
import { DAY_MS, dayOf, type Template } from "./beacons";
import { p75, type Rating, ratingOf } from "./bins";

/* What the Speed view reads: the 75th percentile of every group, over a window of days. */

export type Percentile = {
  value: number;
  views: number;
  rating: Rating;
};

/** `template` is "all" for every template together. */
export type SpeedKey = `${string}|${Template | "all"}|${string}|${MetricName}`;
export const speedKey = (
  navigation: string,
  template: Template | "all",
  device: string,
  metric: MetricName,
) => `${navigation}|${template}|${device}|${metric}` as SpeedKey;

/**
 * The p75 of every metric per kind of navigation, template and device
 * class (and per device for all templates together) over the last `days`
 * days, today included.
 */
export async function speedSummary(db: LeadsDb, now: number, days: number) {
  const result = await db.execute({
    sql: `SELECT navigation, template, device, metric, bin, sum(views) AS views
      FROM vitals_daily WHERE day >= ?
      GROUP BY navigation, template, device, metric, bin`,
    args: [dayOf(now - (days - 1) * DAY_MS)],
  });
  const groups = new Map<SpeedKey, Map<number, number>>();
  const add = (key: SpeedKey, bin: number, views: number) => {
    const bins = groups.get(key) ?? new Map<number, number>();
    bins.set(bin, (bins.get(bin) ?? 0) + views);
    groups.set(key, bins);
  };
  for (const row of result.rows) {
    const metric = String(row.metric) as MetricName;
    if (!METRIC_NAMES.includes(metric)) continue;
    const template = String(row.template) as Template;
    const bin = Number(row.bin);
    const views = Number(row.views);
    add(
      speedKey(String(row.navigation), template, String(row.device), metric),
      bin,
      views,
    );
    add(
      speedKey(String(row.navigation), "all", String(row.device), metric),
      bin,
      views,
    );
  }
  const summary = new Map<SpeedKey, Percentile>();
  for (const [key, bins] of groups) {
    const metric = key.split("|")[3] as MetricName;
    const found = p75(bins, metric);
    if (found)
      summary.set(key, { ...found, rating: ratingOf(metric, found.value) });
  }
  return summary;
}
