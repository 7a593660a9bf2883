import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import type { LeadsDb } from "../storage/db";
import { build, rowsOf } from "../storage/query";
import { DAY_MS, dayOf, TEMPLATES, type Template } from "./beacons";
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
  const rows = await rowsOf(
    db,
    build
      .selectFrom("vitals_daily")
      .select((eb) => [
        "navigation",
        "template",
        "device",
        "metric",
        "bin",
        eb.fn.sum<number>("views").as("views"),
      ])
      .where("day", ">=", dayOf(now - (days - 1) * DAY_MS))
      .groupBy(["navigation", "template", "device", "metric", "bin"]),
  );
  const groups = new Map<SpeedKey, Map<number, number>>();
  const add = (key: SpeedKey, bin: number, views: number) => {
    const bins = groups.get(key) ?? new Map<number, number>();
    bins.set(bin, (bins.get(bin) ?? 0) + views);
    groups.set(key, bins);
  };
  for (const { navigation, template, device, metric, bin, views } of rows) {
    if (!isMetric(metric)) continue;
    if (isTemplate(template))
      add(speedKey(navigation, template, device, metric), bin, views);
    add(speedKey(navigation, "all", device, metric), bin, views);
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

const isMetric = (name: string): name is MetricName =>
  (METRIC_NAMES as readonly string[]).includes(name);
const isTemplate = (name: string): name is Template =>
  (TEMPLATES as readonly string[]).includes(name);
