import type { Context, Hono, MiddlewareHandler } from "hono";
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from "web-vitals";
import { z } from "zod";
import {
  type Beacon,
  CONNECTIONS,
  DEVICES,
  METRIC_NAMES,
  type MetricName,
  NAVIGATIONS,
  VITALS_PATH,
} from "../../../app/lib/vitals";
import type { LeadsDb } from "../storage/db";
import {
  build,
  changedTogether,
  type Query,
  rowsOf,
  sql,
  together,
} from "../storage/query";
import type { LeadsLog } from "../core/log";
import { addressGroup, clientAddress, originProblem } from "../core/security";

/*
 * Real visitors' speed: each page view's beacon is checked, binned and
 * kept only until the next roll-up, which folds it into one count per day,
 * page template, device class, connection, kind of navigation, metric and
 * fixed bin. The 75th percentile of any of those is read back from the
 * bins, so storage is bounded by days, never by traffic.
 */

export { VITALS_PATH } from "../../../app/lib/vitals";

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

/** Each metric's column in `vitals_pending`. */
const COLUMNS = {
  LCP: "lcp",
  INP: "inp",
  CLS: "cls",
  FCP: "fcp",
  TTFB: "ttfb",
} as const satisfies Record<MetricName, string>;

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
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** How many recent beacon ids are remembered to ignore a repeat. */
export const SEEN_SLOTS = 65_536;
const slotOf = (id: string) => Number.parseInt(id.slice(0, 8), 16) % SEEN_SLOTS;

/**
 * The statements that keep one beacon until the roll-up, unless its id was
 * seen in the last SEEN_SLOTS beacons (then it changes nothing). With
 * `maxPending`, also nothing past that many beacons waiting.
 */
function storeStatements(beacon: BinnedBeacon, maxPending?: number) {
  const slot = slotOf(beacon.id);
  const bin = (name: MetricName) => beacon.bins[name] ?? null;
  const unseen = sql<boolean>`NOT EXISTS (SELECT 1 FROM vitals_seen WHERE slot = ${slot} AND id = ${beacon.id})`;
  return [
    build
      .insertInto("vitals_pending")
      .orIgnore()
      .columns([
        "id",
        "day",
        "template",
        "device",
        "connection",
        "navigation",
        "lcp",
        "inp",
        "cls",
        "fcp",
        "ttfb",
        "received_at",
      ])
      .expression(
        build
          .selectNoFrom((eb) => [
            eb.val(beacon.id).as("id"),
            eb.val(beacon.day).as("day"),
            eb.val(beacon.template).as("template"),
            eb.val(beacon.device).as("device"),
            eb.val(beacon.connection).as("connection"),
            eb.val(beacon.navigation).as("navigation"),
            eb.val(bin("LCP")).as("lcp"),
            eb.val(bin("INP")).as("inp"),
            eb.val(bin("CLS")).as("cls"),
            eb.val(bin("FCP")).as("fcp"),
            eb.val(bin("TTFB")).as("ttfb"),
            eb.val(beacon.receivedAt).as("received_at"),
          ])
          .where(unseen)
          .$if(maxPending !== undefined, (query) =>
            query.where(
              sql<boolean>`(SELECT count(*) FROM vitals_pending) < ${Math.floor(maxPending ?? 0)}`,
            ),
          ),
      ),
    build
      .insertInto("vitals_seen")
      .values({ slot, id: beacon.id })
      .onConflict((conflict) =>
        conflict
          .column("slot")
          .doUpdateSet((eb) => ({ id: eb.ref("excluded.id") })),
      ),
  ];
}

/** Days of daily counts kept: the Speed view and the build read 28. */
export const KEEP_DAYS = 35;

/**
 * Folds every waiting beacon into the daily counts and deletes it, in one
 * transaction: a restart, a crash or a second instance mid-way leaves
 * either all of it done or none, so nothing is counted twice.
 */
export async function rollUp(db: LeadsDb, now: number) {
  const folds: Query<unknown>[] = METRIC_NAMES.map((name) => {
    const column = sql.ref(COLUMNS[name]);
    return sql`INSERT INTO vitals_daily
        (day, template, device, connection, navigation, metric, bin, views)
      SELECT day, template, device, connection, navigation, ${name}, ${column}, count(*)
      FROM vitals_pending
      WHERE received_at <= ${now} AND ${column} IS NOT NULL
      GROUP BY day, template, device, connection, navigation, ${column}
      ON CONFLICT (day, template, device, connection, navigation, metric, bin)
      DO UPDATE SET views = views + excluded.views`;
  });
  const [waiting] = await together(db, [
    build
      .selectFrom("vitals_pending")
      .select(sql<number>`count(*)`.as("n"))
      .where("received_at", "<=", now),
    ...folds,
    build.deleteFrom("vitals_pending").where("received_at", "<=", now),
    build
      .deleteFrom("vitals_daily")
      .where("day", "<", dayOf(now - KEEP_DAYS * DAY_MS)),
  ]);
  return { beacons: waiting.rows[0]?.n ?? 0 };
}

export type VitalsStoreOptions = {
  db: LeadsDb;
  now?: () => number;
  log?: LeadsLog;
  /**
   * `buffered` (a long-lived server): beacons wait in memory and are
   * written together every `flushMs`, so a flood costs one short write
   * now and then, never one per beacon beside the enquiries. `direct`
   * (a serverless function, whose memory may not outlive the request):
   * each beacon is written as it comes, up to `maxPending` waiting.
   */
  mode: "buffered" | "direct";
  flushMs?: number;
  rollUpMs?: number;
  /** Beacons held in memory at most; past it, 503 until the next write. */
  maxBuffered?: number;
  maxPending?: number;
};

const FLUSH_CHUNK = 250;

export function createVitalsStore({
  db,
  now = Date.now,
  log,
  mode,
  flushMs = 2_000,
  rollUpMs = 60_000,
  maxBuffered = 5_000,
  maxPending = 100_000,
}: VitalsStoreOptions) {
  let buffer: BinnedBeacon[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let rolling: Promise<unknown> = Promise.resolve();
  const timers: ReturnType<typeof setInterval>[] = [];

  async function write(beacons: BinnedBeacon[], cap?: number) {
    for (let start = 0; start < beacons.length; start += FLUSH_CHUNK) {
      await changedTogether(
        db,
        beacons
          .slice(start, start + FLUSH_CHUNK)
          .flatMap((beacon) => storeStatements(beacon, cap)),
      );
    }
  }

  /** Writes what waits in memory (one write at a time). */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (buffer.length === 0) return;
      const taken = buffer;
      buffer = [];
      try {
        await write(taken);
      } catch (error) {
        log?.error(
          `speed beacons not saved (${taken.length}): ${error instanceof Error ? error.message : String(error)}`,
          { event: "vitals-write-failed" },
        );
      }
    });
    return flushing;
  }

  function runRollUp() {
    rolling = rolling
      .catch(() => {})
      .then(async () => {
        await flush();
        return rollUp(db, now());
      });
    return rolling as Promise<{ beacons: number }>;
  }

  return {
    /** Keeps a checked beacon; false when too many wait (answer 503). */
    async add(beacon: BinnedBeacon): Promise<boolean> {
      if (mode === "direct") {
        await write([beacon], maxPending);
        return true;
      }
      if (buffer.length >= maxBuffered) return false;
      buffer.push(beacon);
      return true;
    },
    flush,
    /** Writes what waits, then folds every waiting beacon into the daily counts. */
    rollUp: runRollUp,
    /** Beacons waiting in memory now. */
    buffered: () => buffer.length,
    start() {
      if (mode !== "buffered" || timers.length > 0) return;
      const every = (ms: number, task: () => Promise<unknown>) => {
        const timer = setInterval(() => {
          task().catch((error: unknown) =>
            log?.error(
              `speed roll-up failed: ${error instanceof Error ? error.message : String(error)}`,
              { event: "vitals-roll-up-failed" },
            ),
          );
        }, ms);
        timer.unref();
        timers.push(timer);
      };
      every(flushMs, flush);
      every(rollUpMs, runRollUp);
      // Whatever an earlier run left waiting is counted now.
      void runRollUp().catch(() => {});
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await runRollUp().catch(() => {});
    },
  };
}

export type VitalsStore = ReturnType<typeof createVitalsStore>;

/**
 * Beacons per address and for the whole site, counted in memory (the
 * address is never stored): a visitor sends one per page view, so 60 a
 * minute is a very busy office; the site-wide ceiling keeps a flood from
 * many addresses to a bounded amount of work.
 */
export function createBeaconLimiter({
  perMinute = 60,
  perSecond = 2_000,
  maxAddresses = 50_000,
  now = Date.now,
} = {}) {
  let minute = -1;
  let second = -1;
  let thisSecond = 0;
  const counts = new Map<string, number>();
  return (address: string): "ok" | "address" | "site" => {
    const at = now();
    const currentMinute = Math.floor(at / 60_000);
    if (currentMinute !== minute) {
      minute = currentMinute;
      counts.clear();
    }
    const currentSecond = Math.floor(at / 1000);
    if (currentSecond !== second) {
      second = currentSecond;
      thisSecond = 0;
    }
    if (thisSecond >= perSecond) return "site";
    const count = counts.get(address) ?? 0;
    if (count >= perMinute) return "address";
    if (count === 0 && counts.size >= maxAddresses) return "site";
    counts.set(address, count + 1);
    thisSecond++;
    return "ok";
  };
}

/**
 * Beacons counted toward the roll-up per address and page per day: a
 * person reloads a page now and then, a forger sends hundreds. Past
 * `perPage`, a beacon is answered like any other (204) and not counted, so
 * a few addresses cannot steer a page's figures. In memory, bounded: the
 * least recently seen are forgotten first.
 */
export const BEACONS_PER_PAGE_PER_DAY = 3;
export function createDailyPageCounter({
  perPage = BEACONS_PER_PAGE_PER_DAY,
  maxKeys = 100_000,
  now = Date.now,
} = {}) {
  let day = "";
  const counts = new Map<string, number>();
  return (address: string, page: string): boolean => {
    const today = dayOf(now());
    if (today !== day) {
      day = today;
      counts.clear();
    }
    const key = `${address}|${page}`;
    const count = counts.get(key) ?? 0;
    if (count >= perPage) return false;
    counts.delete(key);
    counts.set(key, count + 1);
    while (counts.size > maxKeys) {
      const oldest = counts.keys().next().value;
      if (oldest === undefined) break;
      counts.delete(oldest);
    }
    return true;
  };
}

export type VitalsRouteOptions = {
  store: VitalsStore;
  log: LeadsLog;
  trustProxy: boolean;
  remoteAddress: (c: Context) => string | undefined;
  /** Whether the site has this page (normalised); any path of a template when not told. */
  isKnownPage?: (page: string) => boolean;
  now: () => number;
  perMinute?: number;
  /**
   * The service's intake (intake.ts): the body bounded by its route's
   * limit (2 kB here) and whole within the deadline, or refused.
   */
  intake: MiddlewareHandler;
};

/**
 * `POST /api/vitals`: 204 for a beacon kept or knowingly ignored (sent
 * again, or for a page the site does not have), and a refusal with its
 * status otherwise; `sendBeacon` never shows the visitor either.
 */
export function vitalsRoute(
  app: Hono,
  {
    store,
    log,
    trustProxy,
    remoteAddress,
    isKnownPage = () => true,
    now,
    perMinute,
    intake,
  }: VitalsRouteOptions,
) {
  const limit = createBeaconLimiter({ now, perMinute });
  const counts = createDailyPageCounter({ now });
  const refuse = (
    c: Context,
    status: 400 | 403 | 415 | 429 | 503,
    kind: string,
    reason: string,
  ) => {
    log.refused(`vitals-${kind}`, status, `speed beacon: ${reason}`);
    return c.body(null, status);
  };

  app.post(
    VITALS_PATH,
    async (c, next) => {
      const address = addressGroup(clientAddress(c, trustProxy, remoteAddress));
      const verdict = limit(address);
      if (verdict !== "ok") {
        return refuse(
          c,
          429,
          `rate-limited-${verdict}`,
          verdict === "address"
            ? "more beacons a minute from one address than page views could send"
            : "more beacons a second than the site takes",
        );
      }
      const crossOrigin = originProblem(c, trustProxy, remoteAddress);
      if (crossOrigin)
        return refuse(c, 403, crossOrigin.kind, crossOrigin.reason);
      const type = (c.req.header("content-type") ?? "")
        .split(";")[0]
        ?.trim()
        .toLowerCase();
      if (type !== "application/json") {
        return refuse(
          c,
          415,
          "wrong-type",
          `content type ${JSON.stringify((type ?? "").slice(0, 60))} is not JSON`,
        );
      }
      await next();
    },
    intake,
    async (c) => {
      const parsed = parseBeacon(await c.req.text());
      if (parsed.kind === "malformed")
        return refuse(c, 400, "malformed", "not JSON");
      if (parsed.kind === "invalid")
        return refuse(c, 400, "invalid", parsed.reason);
      const page = normalisePage(parsed.beacon.page);
      const template = templateOf(page);
      // A page the site does not have (a mistyped link's not-found page):
      // nothing to learn, nothing wrong on the visitor's side.
      if (!template || !isKnownPage(page)) return c.body(null, 204);
      // Past a few from this address for this page today: not counted.
      const address = addressGroup(clientAddress(c, trustProxy, remoteAddress));
      if (!counts(address, page)) return c.body(null, 204);
      const kept = await store.add(binned(parsed.beacon, template, now()));
      if (!kept)
        return refuse(c, 503, "busy", "too many beacons waiting to be written");
      return c.body(null, 204);
    },
  );
  app.all(VITALS_PATH, (c) => c.body(null, 405, { Allow: "POST" }));
}

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
      .select([
        "navigation",
        "template",
        "device",
        "metric",
        "bin",
        sql<number>`sum(views)`.as("views"),
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
  for (const { navigation, device, bin, views, ...row } of rows) {
    const metric = row.metric as MetricName;
    if (!METRIC_NAMES.includes(metric)) continue;
    const template = row.template as Template;
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
