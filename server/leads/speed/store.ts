import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import type { LeadsDb } from "../storage/db";
import type { LeadsLog } from "../core/log";
import {
  build,
  changedTogether,
  type Query,
  rowsFrom,
  sql,
  together,
} from "../storage/query";
import type { Database } from "../storage/schema";
import { type BinnedBeacon, DAY_MS, dayOf } from "./beacons";

/*
 * Where beacons wait until the roll-up, and the roll-up itself: one count
 * per day, page template, device class, connection, kind of navigation,
 * metric and fixed bin, so storage is bounded by days, never by traffic.
 */

/** Each metric's column in `vitals_pending`. */
const COLUMNS = {
  LCP: "lcp",
  INP: "inp",
  CLS: "cls",
  FCP: "fcp",
  TTFB: "ttfb",
} as const satisfies Record<MetricName, keyof Database["vitals_pending"]>;

/** The columns a beacon and a day's count are grouped by. */
const GROUP = [
  "day",
  "template",
  "device",
  "connection",
  "navigation",
] as const;

/** How many recent beacon ids are remembered to ignore a repeat. */
export const SEEN_SLOTS = 65_536;
const slotOf = (id: string) => Number.parseInt(id.slice(0, 8), 16) % SEEN_SLOTS;

/**
 * The queries that keep one beacon until the roll-up, unless its id was
 * seen in the last SEEN_SLOTS beacons (then it changes nothing). With
 * `maxPending`, also nothing past that many beacons waiting.
 */
function storeQueries(beacon: BinnedBeacon, maxPending?: number) {
  const slot = slotOf(beacon.id);
  const bin = (name: MetricName) => beacon.bins[name] ?? null;
  const keep = build
    .insertInto("vitals_pending")
    .orIgnore()
    .columns([
      "id",
      ...GROUP,
      "lcp",
      "inp",
      "cls",
      "fcp",
      "ttfb",
      "received_at",
    ])
    .expression((eb) => {
      const unseen = build
        .selectNoFrom([
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
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("vitals_seen")
                .select(sql.lit(1).as("seen"))
                .where("slot", "=", slot)
                .where("id", "=", beacon.id),
            ),
          ),
        );
      return maxPending === undefined
        ? unseen
        : unseen.where(
            eb
              .selectFrom("vitals_pending")
              .select((count) => count.fn.countAll<number>().as("n")),
            "<",
            Math.floor(maxPending),
          );
    });
  const remember = build
    .insertInto("vitals_seen")
    .values({ slot, id: beacon.id })
    .onConflict((conflict) =>
      conflict
        .column("slot")
        .doUpdateSet((eb) => ({ id: eb.ref("excluded.id") })),
    );
  return [keep, remember];
}

/** Days of daily counts kept: the Speed view and the build read 28. */
export const KEEP_DAYS = 35;

/**
 * Folds every waiting beacon into the daily counts and deletes it, in one
 * transaction: a restart, a crash or a second instance mid-way leaves
 * either all of it done or none, so nothing is counted twice.
 */
export async function rollUp(db: LeadsDb, now: number) {
  const waiting = build
    .selectFrom("vitals_pending")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("received_at", "<=", now);
  const folds: Query<unknown>[] = METRIC_NAMES.map((name) => {
    const column = COLUMNS[name];
    return build
      .insertInto("vitals_daily")
      .columns([...GROUP, "metric", "bin", "views"])
      .expression((eb) =>
        eb
          .selectFrom("vitals_pending")
          .select((pending) => [
            ...GROUP,
            pending.val(name).as("metric"),
            pending.ref(column).as("bin"),
            pending.fn.countAll<number>().as("views"),
          ])
          .where("received_at", "<=", now)
          .where(column, "is not", null)
          .groupBy([...GROUP, column]),
      )
      .onConflict((conflict) =>
        conflict.columns([...GROUP, "metric", "bin"]).doUpdateSet((eb) => ({
          views: eb("vitals_daily.views", "+", eb.ref("excluded.views")),
        })),
      );
  });
  const [counted] = await together(db, [
    waiting,
    ...folds,
    build.deleteFrom("vitals_pending").where("received_at", "<=", now),
    build
      .deleteFrom("vitals_daily")
      .where("day", "<", dayOf(now - KEEP_DAYS * DAY_MS)),
  ]);
  return { beacons: rowsFrom(counted, waiting)[0]?.n ?? 0 };
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
          .flatMap((beacon) => storeQueries(beacon, cap)),
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
