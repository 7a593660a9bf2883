import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from "web-vitals";
import type { MetricName } from "../../../app/lib/vitals";

/*
 * Values as bins: a beacon's timings are kept only as the fixed bin each
 * falls in, and a 75th percentile is read back from the bins' counts.
 */

/** Google's thresholds (good up to the first, poor past the second), from web-vitals. */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

/**
 * The largest value taken as measured: past a minute for a paint or a
 * response, half a minute for an answer to a tap, a layout shifting ten
 * screens' worth, a beacon is broken or forged and refused whole.
 */
export const MAX_VALUES: Record<MetricName, number> = {
  LCP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  INP: 30_000,
  CLS: 10,
};

function steps(from: number, to: number, step: number) {
  const edges: number[] = [];
  for (let edge = from; edge <= to + step / 1e6; edge += step) {
    edges.push(Math.round(edge * 1000) / 1000);
  }
  return edges;
}

/**
 * The bins' upper edges (inclusive), the first holding exactly 0: 20 ms
 * wide to 1 s, 100 ms to 5 s, 500 ms to 20 s, 2 s to 60 s; for CLS, 0.01 to
 * 0.5, 0.05 to 1, 0.5 to 10. A p75 is exact to its bin's width, rounded up.
 */
const TIME_EDGES = [
  0,
  ...steps(20, 1000, 20),
  ...steps(1100, 5000, 100),
  ...steps(5500, 20_000, 500),
  ...steps(22_000, 60_000, 2000),
];
const CLS_EDGES = [
  0,
  ...steps(0.01, 0.5, 0.01),
  ...steps(0.55, 1, 0.05),
  ...steps(1.5, 10, 0.5),
];

export const binEdges = (metric: MetricName) =>
  metric === "CLS" ? CLS_EDGES : TIME_EDGES;

/** The bin holding `value`: the first whose upper edge is at least it. */
export function binOf(metric: MetricName, value: number): number {
  const edges = binEdges(metric);
  let low = 0;
  let high = edges.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((edges[middle] ?? 0) >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

export const binUpper = (metric: MetricName, bin: number) =>
  binEdges(metric)[bin] ?? Number.NaN;

/** One group's 75th percentile, from its bins: nearest rank, rounded up to the bin. */
export function p75(bins: ReadonlyMap<number, number>, metric: MetricName) {
  let total = 0;
  for (const views of bins.values()) total += views;
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bin of [...bins.keys()].sort((a, b) => a - b)) {
    seen += bins.get(bin) ?? 0;
    if (seen >= rank) return { value: binUpper(metric, bin), views: total };
  }
  return null;
}

export type Rating = "good" | "needs-improvement" | "poor";
export function ratingOf(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}
