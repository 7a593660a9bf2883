import { accessSync, constants, existsSync, statfsSync } from "node:fs";
import { dirname } from "node:path";
import type { Context, Hono } from "hono";
import type { LeadsDb } from "../storage/db";
import { build, firstOf, rowsOf, sql } from "../storage/query";
import type { Senders } from "../notify/notify";
import { clientAddress } from "../core/security";
import { storageProblem, type StorageProblem } from "../storage/storageProblem";

export const HEALTH_PATH = "/api/health";
/** The database is asked at most this often; answers in between come from memory. */
export const HEALTH_PROBE_MS = 10_000;
/** A studio notification failing for longer than this makes the service unhealthy. */
export const HEALTH_FAILING_MS = 15 * 60 * 1000;
/** Health checks answered per client address per minute; more get 429. */
export const HEALTH_PER_ADDRESS_PER_MINUTE = 60;
/** Below this much free space next to an SQLite file, the disk counts as full. */
const MIN_FREE_BYTES = 64 * 1024;
const MINUTE = 60 * 1000;

/** The channels that tell the studio (the visitor's acknowledgement does not). */
const STUDIO_CHANNELS = ["email", "webhook"] as const;

type Outbox = {
  pending: number;
  failing: number;
  oldestPendingSeconds: number | null;
};

type Probe = {
  at: number;
  outbox: Outbox;
  /** The enquiry whose studio notification has failed and waited longest. */
  failingSince: number | null;
  failingChannels: string[];
  /** The mail server refused the login or could not be reached at start. */
  isMailLoginFailing: boolean;
  problem: StorageProblem | null;
};

export type HealthOptions = {
  db: LeadsDb;
  senders: Senders;
  /** The SQLite file behind the database, when it is one: its disk is checked too. */
  file: string | null;
  isInboxOpen: boolean;
  trustProxy: boolean;
  remoteAddress: (c: Context) => string | undefined;
  /** The last failure to write an enquiry, until one is written again. */
  storageFailure: () => StorageProblem | null;
  now: () => number;
  probeMs?: number;
  failingMs?: number;
};

/**
 * The disk under an SQLite file, checked without writing: a read-only
 * mount or file, or a disk with next to no space left.
 */
function diskProblem(file: string): StorageProblem | null {
  const folder = dirname(file);
  try {
    accessSync(folder, constants.W_OK);
    if (existsSync(file)) accessSync(file, constants.W_OK);
  } catch (error) {
    const code = String((error as NodeJS.ErrnoException).code ?? "");
    return code === "EROFS" || code === "EACCES" || code === "EPERM"
      ? { kind: "read-only", detail: `${folder} is not writable (${code})` }
      : storageProblem(error);
  }
  const space = statfsSync(folder);
  if (space.bavail * space.bsize < MIN_FREE_BYTES) {
    return { kind: "full", detail: `no space left on the disk of ${folder}` };
  }
  return null;
}

const REASONS: Record<string, string> = {
  full: "the disk that holds the database is full: enquiries cannot be saved",
  "read-only":
    "the database or its folder is read-only: enquiries cannot be saved",
  unreachable: "the database server cannot be reached",
};

/**
 * `GET /api/health`, for an uptime monitor, a container's health check or
 * a load balancer: 200 when enquiries are saved and the studio hears of
 * them, 503 with the reason otherwise (the database cannot be used, a
 * studio notification has been failing for longer than `failingMs`, or
 * nothing can tell anyone). Answered from memory: the database is read (never
 * written) at most once per `probeMs`, and each address gets
 * HEALTH_PER_ADDRESS_PER_MINUTE answers a minute.
 */
export function healthRoute(
  app: Hono,
  {
    db,
    senders,
    file,
    isInboxOpen,
    trustProxy,
    remoteAddress,
    storageFailure,
    now,
    probeMs = HEALTH_PROBE_MS,
    failingMs = HEALTH_FAILING_MS,
  }: HealthOptions,
) {
  const studioChannels = STUDIO_CHANNELS.filter((channel) => senders[channel]);
  let last: Probe | null = null;
  let probing: Promise<Probe> | null = null;

  /** The notifications not sent yet, with their enquiries. */
  const unsent = build
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .where("outbox.sent_at", "is", null);

  async function probe(): Promise<Probe> {
    const at = now();
    const empty: Outbox = {
      pending: 0,
      failing: 0,
      oldestPendingSeconds: null,
    };
    try {
      const [pending, failing, login] = await Promise.all([
        firstOf(
          db,
          unsent.select((eb) => [
            sql<number>`count(*)`.as("pending"),
            eb.fn.min("leads.created_at").as("oldest"),
            sql<number | null>`sum(outbox.attempts > 0)`.as("failing"),
          ]),
        ),
        rowsOf(
          db,
          unsent
            .select((eb) => [
              "outbox.channel",
              eb.fn.min("leads.created_at").as("since"),
            ])
            .where("outbox.attempts", ">", 0)
            .where("outbox.channel", "in", STUDIO_CHANNELS)
            .groupBy("outbox.channel"),
        ),
        firstOf(
          db,
          build
            .selectFrom("notices")
            .select("kind")
            .where("kind", "=", "smtp-login"),
        ),
      ]);
      const oldest = pending?.oldest ?? null;
      const since = failing.map((r) => r.since);
      return {
        at,
        outbox: {
          pending: pending?.pending ?? 0,
          failing: pending?.failing ?? 0,
          oldestPendingSeconds:
            oldest === null
              ? null
              : Math.max(0, Math.round((at - oldest) / 1000)),
        },
        failingSince: since.length ? Math.min(...since) : null,
        failingChannels: failing.map((r) => r.channel),
        isMailLoginFailing: login !== undefined,
        problem: file ? diskProblem(file) : null,
      };
    } catch (error) {
      return {
        at,
        outbox: empty,
        failingSince: null,
        failingChannels: [],
        isMailLoginFailing: false,
        problem: storageProblem(error),
      };
    }
  }

  /** The last probe while it is fresh, else a new one (one at a time). */
  async function current(): Promise<Probe> {
    if (last && now() - last.at < probeMs) return last;
    probing ??= probe().finally(() => (probing = null));
    last = await probing;
    return last;
  }

  const asked = new Map<string, number>();
  let windowStart = now();
  function isLimited(c: Context) {
    const at = now();
    if (at - windowStart >= MINUTE) {
      asked.clear();
      windowStart = at;
    }
    const address = clientAddress(c, trustProxy, remoteAddress);
    const count = (asked.get(address) ?? 0) + 1;
    asked.set(address, count);
    return count > HEALTH_PER_ADDRESS_PER_MINUTE;
  }

  app.get(HEALTH_PATH, async (c) => {
    if (isLimited(c)) {
      return c.json(
        {
          ok: false,
          error: `At most ${HEALTH_PER_ADDRESS_PER_MINUTE} health checks a minute from one address`,
        },
        429,
        { "Retry-After": "60" },
      );
    }
    const found = await current();
    const problem = storageFailure() ?? found.problem;
    if (problem) {
      return c.json(
        {
          ok: false,
          database: "unusable",
          problem: problem.kind,
          reason:
            REASONS[problem.kind] ??
            `the database cannot be used (${problem.kind})`,
        },
        503,
      );
    }
    const usable = studioChannels.filter(
      (channel) => !(channel === "email" && found.isMailLoginFailing),
    );
    const failingFor =
      found.failingSince === null ? 0 : now() - found.failingSince;
    let failure: { problem: string; reason: string } | null = null;
    if (!isInboxOpen && usable.length === 0) {
      failure = {
        problem: "no-one-notified",
        reason:
          studioChannels.length === 0
            ? "nothing tells anyone about an enquiry: the inbox is closed and no e-mail or webhook is set"
            : "nothing tells anyone about an enquiry: the inbox is closed and the mail server refuses the login",
      };
    } else if (found.failingSince !== null && failingFor >= failingMs) {
      failure = {
        problem: "notifications-failing",
        reason: `the studio's ${found.failingChannels.join(" and ")} notification of an enquiry has been failing for ${Math.max(1, Math.round(failingFor / MINUTE))} min: see the inbox's banner, fix the setting, then Retry`,
      };
    }
    return c.json(
      {
        ok: failure === null,
        database: "ok",
        ...failure,
        outbox: found.outbox,
      },
      failure ? 503 : 200,
    );
  });

  return {
    /** Asks the database again at the next check (after a write worked or failed). */
    forget() {
      last = null;
    },
  };
}
