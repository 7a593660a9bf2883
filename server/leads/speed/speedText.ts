import type { MetricName } from "../../../app/lib/vitals";
import type { Percentile, Rating, Template } from "./vitals";

/* The Speed view's words, and its figures as people read them. */

export const speedText = {
  title: "Studio - speed",
  heading: "Speed",
  intro:
    "What real visitors' browsers measured on this site: no cookies, no identifiers, only the page, the kind of device and connection, and the timings. Each figure is the 75th percentile: 3 in 4 page views were at least this fast. Good, needs improvement and poor are Google's thresholds.",
  empty:
    "No visits are counted yet: figures appear here once visitors browse the site with the lead service on.",
  emptyWindow: (days: number) =>
    `No visits counted in the last ${days} days: figures appear here once visitors browse the site with the lead service on.`,
  periods: "Period",
  period: (days: number) => `${days} days`,
  details: "Details",
  inWords: "In words",
  window: (days: number) => `Last ${days} days`,
  loads: "Page loads",
  soft: "In-page navigations (client-side and back/forward)",
  tableCaption: (what: string, days: number) =>
    `${what}, last ${days} days: 75th percentile by page template and device`,
  pageTemplate: "Page",
  device: "Device",
  views: (n: number) => (n === 1 ? "1 page view" : `${n} page views`),
  restsOn: (n: number, perPage: number) =>
    `These figures rest on ${n === 1 ? "1 page view" : `${n} page views`}; each address counts at most ${perPage} a day for a page, so a few visitors (or a forger) cannot steer them.`,
  thresholdsHeading: "Google's thresholds",
  noData: "no data",
  byTemplate: "By page type",
  google: "Google: ",
} as const;

export const metricText: Record<
  MetricName,
  { name: string; line: (value: string) => string }
> = {
  LCP: {
    name: "Largest Contentful Paint (LCP)",
    line: (v) => `pages show their main content in ${v}`,
  },
  INP: {
    name: "Interaction to Next Paint (INP)",
    line: (v) => `pages answer a tap, click or key press within ${v}`,
  },
  CLS: {
    name: "Cumulative Layout Shift (CLS)",
    line: (v) => `content moves by a layout shift score of ${v} or less`,
  },
  FCP: {
    name: "First Contentful Paint (FCP)",
    line: (v) => `the first text or image appears in ${v}`,
  },
  TTFB: {
    name: "Time to First Byte (TTFB)",
    line: (v) => `the server starts answering in ${v}`,
  },
};

export const templateText: Record<Template, string> = {
  home: "Home",
  portfolio: "Portfolio",
  "case-study": "Case study",
  insights: "Insights list",
  article: "Article",
};
export const deviceText = { phone: "Phones", desktop: "Desktops" } as const;
export const ratingText: Record<Rating, string> = {
  good: "good",
  "needs-improvement": "needs improvement",
  poor: "poor",
};

/** A metric's value as people read it: "1.4 s", "180 ms", "0.05". */
export function formatValue(metric: MetricName, value: number) {
  if (metric === "CLS") return value === 0 ? "0" : value.toFixed(2);
  if (metric !== "INP" && value >= 1000)
    return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}

/** "Phones: pages show their main content in 1.4 s for 3 in 4 visitors (good)." */
export function plainLine(
  device: keyof typeof deviceText,
  metric: MetricName,
  found: Percentile,
) {
  return `${deviceText[device]}: ${metricText[metric].line(formatValue(metric, found.value))} for 3 in 4 visitors (${ratingText[found.rating]}, ${speedText.views(found.views)}).`;
}
