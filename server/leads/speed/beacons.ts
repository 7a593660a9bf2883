import { z } from "zod";
import {
  type Beacon,
  CONNECTIONS,
  DEVICES,
  METRIC_NAMES,
  type MetricName,
  NAVIGATIONS,
} from "../../../app/lib/vitals";
import { binOf, MAX_VALUES } from "./bins";

/* A beacon as received: checked whole, its page named, its values binned. */

/** The page templates the studio sees its speed by. */
export const TEMPLATES = [
  "home",
  "portfolio",
  "case-study",
  "insights",
  "article",
] as const;
export type Template = (typeof TEMPLATES)[number];

/** A path as the site names its pages: no trailing slash, no index.html. */
export function normalisePage(path: string) {
  const trimmed = path.replace(/\/index\.html$/, "/").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The template of one of the site's pages, or null for any other path. */
export function templateOf(page: string): Template | null {
  if (page === "/" || page === "/Home") return "home";
  if (page === "/portfolio") return "portfolio";
  if (/^\/portfolio\/[a-z0-9-]{1,100}$/.test(page)) return "case-study";
  if (page === "/insights") return "insights";
  if (/^\/insights\/[a-z0-9-]{1,100}$/.test(page)) return "article";
  return null;
}

const metricValue = (name: MetricName) =>
  z.number().finite().min(0).max(MAX_VALUES[name]);

/** Exactly the fields a beacon has: anything else is refused whole. */
const beaconSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{16,32}$/),
  page: z
    .string()
    .max(200)
    .regex(/^\/[^?#\s]*$/),
  device: z.enum(DEVICES),
  connection: z.enum(CONNECTIONS).optional(),
  navigation: z.enum(NAVIGATIONS),
  metrics: z
    .strictObject({
      LCP: metricValue("LCP").optional(),
      INP: metricValue("INP").optional(),
      CLS: metricValue("CLS").optional(),
      FCP: metricValue("FCP").optional(),
      TTFB: metricValue("TTFB").optional(),
    })
    .refine((metrics) => Object.keys(metrics).length > 0, "no metric"),
});

export type ParsedBeacon =
  | { kind: "ok"; beacon: Beacon }
  | { kind: "malformed" }
  | { kind: "invalid"; reason: string };

export function parseBeacon(text: string): ParsedBeacon {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: "malformed" };
  }
  const parsed = beaconSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: "invalid",
      reason:
        `${issue?.path.join(".") || "beacon"}: ${issue?.message ?? "invalid"}`.slice(
          0,
          200,
        ),
    };
  }
  return { kind: "ok", beacon: parsed.data };
}

/** The studio's day (India, no daylight saving): `YYYY-MM-DD`. */
const IST_OFFSET_MS = 330 * 60 * 1000;
export const dayOf = (ms: number) =>
  new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
/** A day, for windows of days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A beacon as stored until the roll-up: bins, never the values. */
export type BinnedBeacon = {
  id: string;
  day: string;
  template: Template;
  device: string;
  connection: string;
  navigation: string;
  bins: Partial<Record<MetricName, number>>;
  receivedAt: number;
};

export function binned(
  beacon: Beacon,
  template: Template,
  receivedAt: number,
): BinnedBeacon {
  const bins: Partial<Record<MetricName, number>> = {};
  for (const name of METRIC_NAMES) {
    const value = beacon.metrics[name];
    if (value !== undefined) bins[name] = binOf(name, value);
  }
  return {
    id: beacon.id,
    day: dayOf(receivedAt),
    template,
    device: beacon.device,
    connection: beacon.connection ?? "unknown",
    navigation: beacon.navigation,
    bins,
    receivedAt,
  };
}
