import type { LeadsDb } from "../storage/db";
import {
  build,
  changed,
  changedTogether,
  firstOf,
  rowsOf,
  sql,
} from "../storage/query";
import type { LeadRow } from "../storage/schema";
import { valuesOf, eraseLeads } from "../enquiries/enquiries";
import type { LeadsLog } from "../core/log";
import type { Senders, StoredLead } from "./senders";

export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
/** An enquiry moved to Trash can be restored for this long, then it is erased. */
export const TRASH_DAYS = 30;
/** A claimed row whose sender never reported back is free again after this. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;
/** A lane wakes at least this often, to retry. */
const IDLE_WAKE_MS = 60 * 1000;
/** How soon a lane held back by the ceiling looks again. */
const CEILING_WAKE_MS = 10 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Past the ceiling, the studio's e-mails go out together as a digest at
 * most this often: a real enquiry behind a flood reaches the studio within
 * a few minutes, whatever the ceiling says.
 */
export const DIGEST_EVERY_MS = 2 * MINUTE_MS;
/** The enquiries one digest lists at most (the default storage ceiling a day); more wait for the next. */
const DIGEST_MAX = 2_000;
/**
 * The order notifications are worth in: the studio's e-mail first, then
 * the webhook, then the visitor's acknowledgement. Under the ceiling a
 * channel only takes what its betters leave.
 */
export const CHANNEL_ORDER = ["email", "webhook", "ack"] as const;
/** Expired enquiries and sessions are removed this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A day and an hour: the per-address limits look back one day. */
export const CLIENT_HASH_MS = 25 * 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … after each failure, never more than 5 minutes. */
export function retryDelay(attempts: number, baseMs: number) {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type Outbox = ReturnType<typeof createOutbox>;

type Channel = (typeof CHANNEL_ORDER)[number];
/** An outbox row claimed for sending. */
type Claimed = {
  id: number;
  lead_id: string;
  channel: Channel;
  attempts: number;
};

/** A stored enquiry as the senders take it. */
const storedLead = (row: LeadRow): StoredLead => ({
  ...valuesOf(row),
  id: row.id,
  createdAt: row.created_at,
  row,
});

type OutboxOptions = {
  db: LeadsDb;
  senders: Senders;
  retryBaseMs: number;
  retentionDays: number;
  /** Notifications sent (all channels together) per minute and per day. */
  ceiling?: { perMinute: number; perDay: number };
  /** Told when the ceiling holds notifications back (see notices.ts). */
  onCeiling?: (message: string) => void;
  /** Sends several enquiries in one e-mail to the studio, past the ceiling. */
  digest?: (leads: StoredLead[]) => Promise<void>;
  now?: () => number;
  log: LeadsLog;
};

/**
 * Sends each new enquiry's notifications after it is committed: rows in the
 * `outbox` table, claimed, sent, then marked sent. A failure is retried with
 * backoff, and every start retries whatever is unsent, so a mail server down
 * for an hour or a process killed between commit and e-mail still ends in
 * one notification.
 *
 * Each channel has its own lane: a mail server that hangs holds up e-mail
 * only, never the webhook. Above the ceiling on notifications (per minute,
 * per day, all channels together) nothing more is claimed: the rest wait
 * their turn, and the studio is told once.
 */
export function createOutbox({
  db,
  senders,
  retryBaseMs,
  retentionDays,
  ceiling = { perMinute: Infinity, perDay: Infinity },
  onCeiling = () => {},
  digest,
  now = Date.now,
  log,
}: OutboxOptions) {
  let isStopped = true;
  let prunedAt = -Infinity;
  const channels = (Object.keys(senders) as Channel[]).filter(
    (channel) => senders[channel],
  );
  /** SQLite's LIMIT for "no ceiling". */
  const UNLIMITED = 1_000_000_000;

  /** Due and free to claim: the SQL condition, for `outbox`'s rows. */
  const isDue = (at: number) =>
    sql<boolean>`sent_at IS NULL AND next_attempt_at <= ${at} AND (claimed_until IS NULL OR claimed_until < ${at})`;
  /** Sent one by one within the window, or claimed and being sent right now. */
  const used = (since: number, at: number) =>
    sql<number>`(SELECT count(*) FROM outbox WHERE (sent_at > ${since} AND in_digest = 0) OR (sent_at IS NULL AND claimed_until > ${at}))`;
  /** How many more may go out now: what the ceiling leaves in the minute and the day. */
  const room = (at: number) =>
    sql<number>`min(${Math.min(ceiling.perMinute, UNLIMITED)} - ${used(at - MINUTE_MS, at)}, ${Math.min(ceiling.perDay, UNLIMITED)} - ${used(at - DAY_MS, at)})`;
  /** Claims the rows `ids` picks, until CLAIM_MS from `at`. */
  const claim = (
    at: number,
    ids: ReturnType<typeof dueIds>,
  ): Promise<Claimed[]> =>
    rowsOf(
      db,
      build
        .updateTable("outbox")
        .set({ claimed_until: at + CLAIM_MS })
        .where("id", "in", ids)
        .returning(["id", "lead_id", "channel", "attempts"]),
    );
  /** A channel's due rows, oldest first. */
  const dueIds = (channel: Channel, at: number) =>
    build
      .selectFrom("outbox")
      .select("id")
      .where("channel", "=", channel)
      .where(isDue(at))
      .orderBy("id");
  /** Due rows of the channels worth more than this one. */
  const betters = (channel: string, at: number) => {
    const index = CHANNEL_ORDER.indexOf(
      channel as (typeof CHANNEL_ORDER)[number],
    );
    const above = CHANNEL_ORDER.slice(0, Math.max(0, index)).filter((name) =>
      channels.includes(name),
    );
    return above.length === 0
      ? sql<number>`0`
      : sql<number>`(SELECT count(*) FROM outbox WHERE channel IN (${sql.join(above)}) AND ${isDue(at)})`;
  };

  /** Claims a batch of this channel's due rows, within the ceiling. */
  async function claimDue(channel: Channel): Promise<Claimed[]> {
    const at = now();
    const claimed = await claim(
      at,
      dueIds(channel, at).limit(
        sql<number>`max(0, min(${BATCH}, ${room(at)} - ${betters(channel, at)}))`,
      ),
    );
    if (claimed.length === 0) await reportHeldBack(channel, at);
    return claimed;
  }

  const ceilingMessage = (at: number) =>
    `Notifications reached the ceiling (${ceiling.perMinute} a minute, ${ceiling.perDay} a day, all channels) at ${new Date(at).toISOString()}: the studio's e-mails go out together in a digest (at most every ${DIGEST_EVERY_MS / MINUTE_MS} minutes), the rest wait and go out as it frees up. Every enquiry is in the inbox meanwhile. Raise LEADS_MAX_NOTIFICATIONS_PER_MINUTE or _PER_DAY if this was a rush of real visitors.`;

  /**
   * Past the ceiling, the studio's e-mails wait no longer than a digest's
   * turn: when more are due than the ceiling lets through now, and no
   * digest went out in the last DIGEST_EVERY_MS, every due one is claimed
   * for one digest e-mail (which the ceiling does not count).
   */
  async function claimDigest(): Promise<Claimed[]> {
    if (!digest || ceiling.perMinute === Infinity) return [];
    const at = now();
    const state = await firstOf(
      db,
      build.selectNoFrom([
        sql<number>`(SELECT count(*) FROM outbox WHERE channel = 'email' AND ${isDue(at)})`.as(
          "due",
        ),
        room(at).as("room"),
        sql<
          number | null
        >`(SELECT max(sent_at) FROM outbox WHERE in_digest = 1)`.as("last"),
      ]),
    );
    const { due = 0, room: left = 0, last = null } = state ?? {};
    if (due === 0 || due <= left) return [];
    if (last !== null && at - last < DIGEST_EVERY_MS) return [];
    const claimed = await claim(at, dueIds("email", at).limit(DIGEST_MAX));
    if (claimed.length > 0) onCeiling(ceilingMessage(at));
    return claimed;
  }

  /** Sends one digest for the claimed rows; each is sent or retried with it. */
  async function deliverDigest(rows: Claimed[]) {
    if (!digest) return;
    const ids = rows.map((row) => row.id);
    const found = await rowsOf(
      db,
      build
        .selectFrom("leads")
        .selectAll()
        .where(
          "id",
          "in",
          rows.map((row) => row.lead_id),
        )
        .orderBy("created_at"),
    );
    const leads = found.map(storedLead);
    const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
    try {
      if (leads.length > 0) await digest(leads);
    } catch (error) {
      const reason = (
        error instanceof Error ? error.message : String(error)
      ).slice(0, 500);
      const nextAttemptAt = now() + retryDelay(attempts, retryBaseMs);
      await changed(
        db,
        build
          .updateTable("outbox")
          .set((eb) => ({
            attempts: eb("attempts", "+", 1),
            next_attempt_at: nextAttemptAt,
            claimed_until: null,
            last_error: `digest: ${reason}`,
          }))
          .where("id", "in", ids),
      );
      log.notificationFailed(
        "email",
        `digest of ${leads.length}`,
        attempts,
        reason,
        nextAttemptAt,
      );
      return;
    }
    await changed(
      db,
      build
        .updateTable("outbox")
        .set((eb) => ({
          sent_at: now(),
          claimed_until: null,
          last_error: null,
          in_digest: 1,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", ids),
    );
    log.info(
      `digest of ${leads.length} enquiries sent to the studio (past the notification ceiling)`,
      {
        event: "digest-sent",
        enquiries: leads.length,
      },
    );
  }

  /** When due rows were left unclaimed by the ceiling, says so, once. */
  async function reportHeldBack(channel: Channel, at: number) {
    if (ceiling.perMinute === Infinity && ceiling.perDay === Infinity) return;
    const due = await firstOf(
      db,
      build
        .selectFrom("outbox")
        .select(sql<number>`count(*)`.as("n"))
        .where("channel", "=", channel)
        .where(isDue(at)),
    );
    if ((due?.n ?? 0) === 0) return;
    onCeiling(ceilingMessage(at));
  }

  async function deliver(row: Claimed) {
    const { id, channel } = row;
    const sender = senders[channel];
    const leadRow = await firstOf(
      db,
      build.selectFrom("leads").selectAll().where("id", "=", row.lead_id),
    );
    if (!leadRow || !sender) {
      // Erased meanwhile, or the channel was turned off: nothing to send.
      await changed(db, build.deleteFrom("outbox").where("id", "=", id));
      return;
    }
    const lead = storedLead(leadRow);
    const attempts = row.attempts + 1;
    try {
      await sender(lead);
    } catch (error) {
      const reason = (
        error instanceof Error ? error.message : String(error)
      ).slice(0, 500);
      const nextAttemptAt = now() + retryDelay(attempts, retryBaseMs);
      await changed(
        db,
        build
          .updateTable("outbox")
          .set({
            attempts,
            next_attempt_at: nextAttemptAt,
            claimed_until: null,
            last_error: reason,
          })
          .where("id", "=", id),
      );
      log.notificationFailed(channel, lead.id, attempts, reason, nextAttemptAt);
      return;
    }
    await changed(
      db,
      build
        .updateTable("outbox")
        .set({ sent_at: now(), claimed_until: null, last_error: null })
        .where("id", "=", id),
    );
    log.notificationSent(channel, lead.id, attempts);
  }

  async function pruneExpired(force = false) {
    if (!force && now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    const cutoff = now() - retentionDays * DAY_MS;
    // Past retention, or in Trash for longer than TRASH_DAYS: erased.
    await eraseLeads(db, (eb) =>
      eb.or([
        eb("created_at", "<", cutoff),
        eb("deleted_at", "<", now() - TRASH_DAYS * DAY_MS),
      ]),
    );
    await changedTogether(db, [
      // A channel turned off: its unsent notifications have no sender.
      ...(channels.length > 0
        ? [
            build
              .deleteFrom("outbox")
              .where("sent_at", "is", null)
              .where("channel", "not in", channels),
          ]
        : []),
      build.deleteFrom("studio_sessions").where("expires_at", "<", now()),
      // An acknowledged mailbox is remembered for a day, no longer.
      build.deleteFrom("acks").where("at", "<", now() - DAY_MS),
      // The client's keyed hash only counts the last day's enquiries
      // (the privacy notice says it is erased after a day).
      build
        .updateTable("leads")
        .set({ client_hash: "" })
        .where("created_at", "<", now() - CLIENT_HASH_MS)
        .where("client_hash", "<>", ""),
    ]);
  }

  async function nextWake(channel: Channel): Promise<number> {
    const next = await firstOf(
      db,
      build
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("at"))
        .where("channel", "=", channel)
        .where("sent_at", "is", null),
    );
    const at = next?.at;
    const delay = at === null || at === undefined ? IDLE_WAKE_MS : at - now();
    // Held back by the ceiling, the rows are due but unclaimed: look again
    // in a while, not at once.
    return Math.max(
      delay <= 0 ? CEILING_WAKE_MS : 0,
      Math.min(IDLE_WAKE_MS, delay),
    );
  }

  /** One channel's worker: runs, then sleeps until its next due row. */
  function createLane(channel: Channel) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running: Promise<void> | null = null;
    let queued: Promise<void> | null = null;
    let again = false;

    /** Sends this channel's due rows; resolves when none is left. */
    async function runDue() {
      for (;;) {
        if (channel === "email") {
          const batch = await claimDigest();
          if (batch.length > 0) {
            await deliverDigest(batch);
            continue;
          }
        }
        const rows = await claimDue(channel);
        if (rows.length === 0) return;
        await Promise.all(rows.map(deliver));
      }
    }

    function schedule(delay: number) {
      clearTimeout(timer);
      if (isStopped) return;
      timer = setTimeout(() => void kick(), delay);
      timer.unref?.();
    }

    /** Runs the lane now (or right after the run in progress). */
    function kick(): Promise<void> {
      if (running) {
        // Whatever arrived meanwhile is sent in this run; one more full
        // run (with a fresh wake-up time) follows it.
        again = true;
        queued ??= running.then(() => {
          queued = null;
          return kick();
        });
        return queued;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await runDue();
          } while (again);
          schedule(await nextWake(channel));
        } catch (error) {
          log.errorOnce(
            `outbox-failed-${channel}`,
            `the ${channel} notification worker failed: ${error instanceof Error ? error.message : String(error)}; it tries again every ${Math.round(retryBaseMs / 1000)} s`,
            { channel },
          );
          schedule(retryBaseMs);
        } finally {
          running = null;
        }
      })();
      return running;
    }

    return {
      kick,
      runDue,
      async stop() {
        clearTimeout(timer);
        await running;
      },
    };
  }

  const lanes = channels.map(createLane);
  let housekeeping: Promise<void> = Promise.resolve();

  /** Prunes (hourly) beside the lanes, never in their way; one at a time. */
  function tidy(): Promise<void> {
    housekeeping = housekeeping.then(() =>
      pruneExpired().catch((error: unknown) =>
        log.errorOnce(
          "prune-failed",
          `the retention clean-up failed: ${error instanceof Error ? error.message : String(error)}; it tries again at the next run`,
        ),
      ),
    );
    return housekeeping;
  }

  /** Kicks every channel's lane; resolves when all of them have run. */
  async function kick(): Promise<void> {
    await Promise.all([tidy(), ...lanes.map((lane) => lane.kick())]);
  }

  /** Sends everything due now on every channel; resolves when done. */
  async function runDue() {
    await Promise.all(lanes.map((lane) => lane.runDue()));
  }

  return {
    kick,
    runDue,
    /** Deletes what is past its retention now (also done hourly). */
    prune: () => pruneExpired(true),
    /** Makes every unsent notification due now (a fresh start), then runs. */
    async start() {
      isStopped = false;
      await changed(
        db,
        build
          .updateTable("outbox")
          .set({ next_attempt_at: now(), claimed_until: null })
          .where("sent_at", "is", null),
      );
      return kick();
    },
    async stop() {
      isStopped = true;
      await Promise.all([...lanes.map((lane) => lane.stop()), housekeeping]);
    },
  };
}
