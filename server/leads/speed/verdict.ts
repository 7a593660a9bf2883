import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import { formatValue, speedText, templateText } from "./speedText";
import {
  type Percentile,
  type Rating,
  speedKey,
  TEMPLATES,
  type Template,
  THRESHOLDS,
} from "./vitals";

/*
 * The Speed view's summary: one card per page type, rated by its worst
 * core measure on the device most visitors use (phones, where there are
 * figures), and one sentence over all of them.
 */

/** Google's three core measures, in the order the cards show them. */
export const CORE_METRICS = ["LCP", "INP", "CLS"] as const;
const RANK: Record<Rating, number> = {
  good: 0,
  "needs-improvement": 1,
  poor: 2,
};
export type Device = "phone" | "desktop";

export type SpeedCard = {
  template: Template;
  /** The device whose figures lead the card: phones, unless none were measured. */
  device: Device;
  rating: Rating;
  /** The measure the card leads with (its worst core one, LCP on a tie). */
  lead: { metric: MetricName; found: Percentile };
  /** Every measure of `device` with figures, in METRIC_NAMES order. */
  metrics: { metric: MetricName; found: Percentile }[];
  views: number;
};

function cardOf(
  summary: ReadonlyMap<string, Percentile>,
  template: Template,
): SpeedCard | null {
  for (const device of ["phone", "desktop"] as const) {
    const metrics = METRIC_NAMES.flatMap((metric) => {
      const found = summary.get(speedKey("load", template, device, metric));
      return found ? [{ metric, found }] : [];
    });
    if (metrics.length === 0) continue;
    const core = metrics.filter(({ metric }) =>
      (CORE_METRICS as readonly string[]).includes(metric),
    );
    const rated = core.length ? core : metrics;
    // Worst first; among equals, the one furthest past its "good" line.
    const lead = [...rated].sort(
      (a, b) =>
        RANK[b.found.rating] - RANK[a.found.rating] ||
        b.found.value / THRESHOLDS[b.metric][0] -
          a.found.value / THRESHOLDS[a.metric][0],
    )[0];
    if (!lead) continue;
    const first = rated[0];
    return {
      template,
      device,
      rating: lead.found.rating,
      lead: lead.found.rating === "good" && first ? first : lead,
      metrics,
      views: Math.max(...metrics.map(({ found }) => found.views)),
    };
  }
  return null;
}

/** One card per page type with figures, in the site's order. */
export const speedCards = (summary: ReadonlyMap<string, Percentile>) =>
  TEMPLATES.flatMap((template) => {
    const card = cardOf(summary, template);
    return card ? [card] : [];
  });

const onDevice = { phone: "on phones", desktop: "on desktops" } as const;

/**
 * The view in one sentence: "3 of 4 page types are good; Article is poor
 * (LCP 4.6 s on phones, good up to 2.5 s)."
 */
export function verdict(cards: readonly SpeedCard[], days: number): string {
  if (cards.length === 0) return speedText.emptyWindow(days);
  const good = cards.filter((card) => card.rating === "good").length;
  if (good === cards.length) {
    return cards.length === 1
      ? `${templateText[cards[0]?.template ?? "home"]} is good on all of Google's measures for 3 in 4 visits in the last ${days} days.`
      : `All ${cards.length} page types are good on Google's measures for 3 in 4 visits in the last ${days} days.`;
  }
  const worst = [...cards].sort(
    (a, b) =>
      RANK[b.rating] - RANK[a.rating] ||
      b.lead.found.value / THRESHOLDS[b.lead.metric][0] -
        a.lead.found.value / THRESHOLDS[a.lead.metric][0],
  )[0];
  if (!worst) return speedText.emptyWindow(days);
  const { metric, found } = worst.lead;
  return `${good} of ${cards.length} page types ${good === 1 ? "is" : "are"} good; ${templateText[worst.template]} ${worst.rating === "poor" ? "is poor" : "needs improvement"} (${metric} ${formatValue(metric, found.value)} ${onDevice[worst.device]}, good up to ${formatValue(metric, THRESHOLDS[metric][0])}).`;
}
