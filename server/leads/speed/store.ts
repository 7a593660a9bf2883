import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import type { LeadsDb, Statement } from "../storage/db";
import type { LeadsLog } from "../core/log";
import { type BinnedBeacon, DAY_MS, dayOf } from "./beacons";

/*
 * Where beacons wait until the roll-up, and the roll-up itself: one count
 * per day, page template, device class, connection, kind of navigation,
 * metric and fixed bin, so storage is bounded by days, never by traffic.
 */

/** Each metric's column in `vitals_pending`. */
const COLUMNS: Record<MetricName, string> = {
  LCP: "lcp",
  INP: "inp",
  CLS: "cls",
  FCP: "fcp",
  TTFB: "ttfb",
};

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
  return [
    {
      sql: `INSERT OR IGNORE INTO vitals_pending
        (id, day, template, device, connection, navigation, lcp, inp, cls, fcp, ttfb, received_at)
        SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
        WHERE NOT EXISTS (SELECT 1 FROM vitals_seen WHERE slot = ? AND id = ?)${
          maxPending === undefined
            ? ""
            : ` AND (SELECT count(*) FROM vitals_pending) < ${Math.floor(maxPending)}`
        }`,
      args: [
        beacon.id,
        beacon.day,
        beacon.template,
        beacon.device,
        beacon.connection,
        beacon.navigation,
        bin("LCP"),
        bin("INP"),
        bin("CLS"),
        bin("FCP"),
        bin("TTFB"),
        beacon.receivedAt,
        slot,
        beacon.id,
      ],
    },
    {
      sql: `INSERT INTO vitals_seen (slot, id) VALUES (?, ?)
        ON CONFLICT (slot) DO UPDATE SET id = excluded.id`,
      args: [slot, beacon.id],
    },
  ] satisfies Statement[];
}

/** Days of daily counts kept: the Speed view and the build read 28. */
export const KEEP_DAYS = 35;

/**
 * Folds every waiting beacon into the daily counts and deletes it, in one
 * transaction: a restart, a crash or a second instance mid-way leaves
 * either all of it done or none, so nothing is counted twice.
 */
export async function rollUp(db: LeadsDb, now: number) {
  const folds: Statement[] = METRIC_NAMES.map((name) => {
    const column = COLUMNS[name];
    return {
      sql: `INSERT INTO vitals_daily
          (day, template, device, connection, navigation, metric, bin, views)
        SELECT day, template, device, connection, navigation, '${name}', ${column}, count(*)
        FROM vitals_pending
        WHERE received_at <= ? AND ${column} IS NOT NULL
        GROUP BY day, template, device, connection, navigation, ${column}
        ON CONFLICT (day, template, device, connection, navigation, metric, bin)
        DO UPDATE SET views = views + excluded.views`,
      args: [now],
    };
  });
  const results = await db.batch(
    [
      {
        sql: "SELECT count(*) AS n FROM vitals_pending WHERE received_at <= ?",
        args: [now],
      },
      ...folds,
      { sql: "DELETE FROM vitals_pending WHERE received_at <= ?", args: [now] },
      {
        sql: "DELETE FROM vitals_daily WHERE day < ?",
        args: [dayOf(now - KEEP_DAYS * DAY_MS)],
      },
    ],
    "write",
  );
  return { beacons: Number(results[0]?.rows[0]?.n ?? 0) };
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
      await db.batch(
        beacons
          .slice(start, start + FLUSH_CHUNK)
          .flatMap((beacon) => storeStatements(beacon, cap)),
        "write",
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
