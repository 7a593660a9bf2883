import type { LeadsDb } from "../storage/db";
import { build, changed, firstOf, rowsOf } from "../storage/query";
import type { LeadRow } from "../storage/schema";
import { valuesOf } from "../enquiries/enquiries";
import type { LeadsLog } from "../core/log";
import type { Senders, StoredLead } from "./senders";
import { type Channel, type Claimed, createClaims } from "./claims";
import { createLane } from "./lane";
import { eraseExpired } from "./retention";

export { CHANNEL_ORDER, DIGEST_EVERY_MS } from "./claims";

export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
/** Expired enquiries and sessions are removed this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … after each failure, never more than 5 minutes. */
export function retryDelay(attempts: number, baseMs: number) {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type Outbox = ReturnType<typeof createOutbox>;

/** Why a send failed, as kept on its row (the first 500 characters). */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

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
  /**
   * A send that failed: the rows `ids` are tried again after the back-off
   * for their `attempts`th try, with the error (after `label`) kept.
   */
  async function retryLater(
    ids: number[],
    attempts: number,
    error: unknown,
    label = "",
  ) {
    const reason = reasonOf(error);
    const nextAttemptAt = now() + retryDelay(attempts, retryBaseMs);
    await changed(
      db,
      build
        .updateTable("outbox")
        .set((eb) => ({
          attempts: eb("attempts", "+", 1),
          next_attempt_at: nextAttemptAt,
          claimed_until: null,
          last_error: `${label}${reason}`,
        }))
        .where("id", "in", ids),
    );
    return { reason, nextAttemptAt };
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
      const { reason, nextAttemptAt } = await retryLater(
        ids,
        attempts,
        error,
        "digest: ",
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
      const { reason, nextAttemptAt } = await retryLater([id], attempts, error);
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
    await eraseExpired(db, { channels, retentionDays, now: now() });
  }

  const { claimDue, claimDigest, nextWake } = createClaims({
    db,
    channels,
    ceiling,
    onCeiling,
    hasDigest: digest !== undefined,
    now,
  });

  /** Sends a channel's due rows; resolves when none is left. */
  async function runDue(channel: Channel) {
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

  const lanes = channels.map((channel) =>
    createLane(channel, {
      runDue: () => runDue(channel),
      nextWake: () => nextWake(channel),
      isStopped: () => isStopped,
      retryBaseMs,
      log,
    }),
  );
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
  async function runAllDue() {
    await Promise.all(lanes.map((lane) => lane.runDue()));
  }

  return {
    kick,
    runDue: runAllDue,
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
