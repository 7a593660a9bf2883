import type { LeadsDb, Row } from "./db";
import { valuesOf } from "./enquiry";
import { eraseLeads } from "./erase";
import type { LeadsLog } from "./log";
import type { Senders, StoredLead } from "./notify";

export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
/** An enquiry moved to Trash can be restored for this long, then it is erased. */
export const TRASH_DAYS = 30;
/** A claimed row whose sender never reported back is free again after this. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;
/** The worker wakes at least this often, to retry and to prune. */
const IDLE_WAKE_MS = 60 * 1000;
/** Expired enquiries and sessions are removed this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A day and an hour: the per-address limits look back one day. */
export const CLIENT_HASH_MS = 25 * 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … after each failure, never more than 5 minutes. */
export function retryDelay(attempts: number, baseMs: number) {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type Outbox = ReturnType<typeof createOutbox>;

type OutboxOptions = {
  db: LeadsDb;
  senders: Senders;
  retryBaseMs: number;
  retentionDays: number;
  now?: () => number;
  log: LeadsLog;
};

/**
 * Sends each new enquiry's notifications after it is committed: rows in the
 * `outbox` table, claimed, sent, then marked sent. A failure is retried with
 * backoff, and every start retries whatever is unsent, so a mail server down
 * for an hour or a process killed between commit and e-mail still ends in
 * one notification.
 */
export function createOutbox({
  db,
  senders,
  retryBaseMs,
  retentionDays,
  now = Date.now,
  log,
}: OutboxOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let again = false;
  let isStopped = true;
  let prunedAt = -Infinity;

  async function claimDue(): Promise<Row[]> {
    const at = now();
    const claimed = await db.execute({
      sql: `UPDATE outbox SET claimed_until = ?
        WHERE id IN (
          SELECT id FROM outbox
          WHERE sent_at IS NULL AND next_attempt_at <= ?
            AND (claimed_until IS NULL OR claimed_until < ?)
          ORDER BY id LIMIT ${BATCH}
        )
        RETURNING id, lead_id, channel, attempts`,
      args: [at + CLAIM_MS, at, at],
    });
    return claimed.rows;
  }

  async function deliver(row: Row) {
    const id = Number(row.id);
    const channel = String(row.channel) as keyof Senders;
    const sender = senders[channel];
    const found = await db.execute({
      sql: "SELECT * FROM leads WHERE id = ?",
      args: [String(row.lead_id)],
    });
    const leadRow = found.rows[0];
    if (!leadRow || !sender) {
      // Erased meanwhile, or the channel was turned off: nothing to send.
      await db.execute({ sql: "DELETE FROM outbox WHERE id = ?", args: [id] });
      return;
    }
    const lead: StoredLead = {
      ...valuesOf(leadRow),
      id: String(leadRow.id),
      createdAt: Number(leadRow.created_at),
      row: leadRow,
    };
    const attempts = Number(row.attempts) + 1;
    try {
      await sender(lead);
    } catch (error) {
      const reason = (
        error instanceof Error ? error.message : String(error)
      ).slice(0, 500);
      const nextAttemptAt = now() + retryDelay(attempts, retryBaseMs);
      await db.execute({
        sql: `UPDATE outbox SET attempts = ?, next_attempt_at = ?,
          claimed_until = NULL, last_error = ? WHERE id = ?`,
        args: [attempts, nextAttemptAt, reason, id],
      });
      log.notificationFailed(channel, lead.id, attempts, reason, nextAttemptAt);
      return;
    }
    await db.execute({
      sql: "UPDATE outbox SET sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?",
      args: [now(), id],
    });
    log.notificationSent(channel, lead.id, attempts);
  }

  async function pruneExpired(force = false) {
    if (!force && now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    const cutoff = now() - retentionDays * 24 * 60 * 60 * 1000;
    // Past retention, or in Trash for longer than TRASH_DAYS: erased.
    await eraseLeads(db, {
      sql: "created_at < ? OR deleted_at < ?",
      args: [cutoff, now() - TRASH_DAYS * 24 * 60 * 60 * 1000],
    });
    await db.batch(
      [
        {
          sql: "DELETE FROM studio_sessions WHERE expires_at < ?",
          args: [now()],
        },
        // The client's keyed hash only counts the last day's enquiries
        // (the privacy notice says it is erased after a day).
        {
          sql: "UPDATE leads SET client_hash = '' WHERE created_at < ? AND client_hash <> ''",
          args: [now() - CLIENT_HASH_MS],
        },
      ],
      "write",
    );
  }

  async function nextWake(): Promise<number> {
    const next = await db.execute({
      sql: "SELECT min(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL",
    });
    const at = next.rows[0]?.at;
    const delay =
      at === null || at === undefined ? IDLE_WAKE_MS : Number(at) - now();
    return Math.max(0, Math.min(IDLE_WAKE_MS, delay));
  }

  /** Sends everything due now; resolves when the batch is done. */
  async function runDue() {
    for (;;) {
      const rows = await claimDue();
      if (rows.length === 0) return;
      await Promise.all(rows.map(deliver));
    }
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (isStopped) return;
    timer = setTimeout(() => kick(), delay);
    timer.unref?.();
  }

  /** Runs the worker now (or right after the run in progress). */
  function kick(): Promise<void> {
    if (running) {
      // Whatever arrived meanwhile is sent in this run; one more full run
      // (with pruning and a fresh wake-up time) follows it.
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
        await pruneExpired();
        schedule(await nextWake());
      } catch (error) {
        log.errorOnce(
          "outbox-failed",
          `the notification worker failed: ${error instanceof Error ? error.message : String(error)}; it tries again every ${Math.round(retryBaseMs / 1000)} s`,
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
    /** Deletes what is past its retention now (also done hourly). */
    prune: () => pruneExpired(true),
    /** Makes every unsent notification due now (a fresh start), then runs. */
    async start() {
      isStopped = false;
      await db.execute({
        sql: "UPDATE outbox SET next_attempt_at = ?, claimed_until = NULL WHERE sent_at IS NULL",
        args: [now()],
      });
      return kick();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
