import type { LeadsDb, Row, SqlValue } from "../storage/db";
import { fieldColumns } from "../enquiries/enquiries";

/** The statuses an enquiry can have, in the order the inbox offers them. */
export const STATUSES = ["new", "replied", "archived"] as const;
/** How a reply was recorded when Reply opened the mail app (inbox/script.ts). */
export const REPLY_IN_MAIL_APP = "mail-app";
export type Status = (typeof STATUSES)[number];
export const isStatus = (value: string): value is Status =>
  (STATUSES as readonly string[]).includes(value);

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;

/**
 * When a reply is due: a day after the enquiry arrived, with each Sunday
 * (in India, where the studio is closed) in between not counted.
 */
export function replyDueAt(createdAt: number): number {
  let due = createdAt + DAY;
  const firstDay = Math.floor((createdAt + IST_OFFSET) / DAY);
  for (let day = firstDay; day * DAY - IST_OFFSET <= due; day++) {
    // Day 0 of the epoch was a Thursday: day 3 is a Sunday.
    if ((day + 4) % 7 === 0) due += DAY;
  }
  return due;
}

/** Not replied to within the promised day, and not set aside. */
export const isOverdue = (row: Row, now: number) =>
  row.status === "new" && replyDueAt(Number(row.created_at)) < now;

/** The middle value; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A search and a status filter as a WHERE clause, within one view. */
export function listFilter(q: string, status: string, isTrash: boolean) {
  const where = [isTrash ? "deleted_at IS NOT NULL" : "deleted_at IS NULL"];
  const args: SqlValue[] = [];
  if (isStatus(status)) {
    where.push("status = ?");
    args.push(status);
  }
  const term = q.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      `(${fieldColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
    );
    args.push(...fieldColumns.map(() => like));
  }
  return { sql: `WHERE ${where.join(" AND ")}`, args };
}

export type Delivery = {
  leadId: string;
  name: string;
  channel: string;
  attempts: number;
  sentAt: number | null;
  lastError: string | null;
  nextAttemptAt: number;
};

const delivery = (row: Row): Delivery => ({
  leadId: String(row.lead_id),
  name: String(row.name ?? ""),
  channel: String(row.channel),
  attempts: Number(row.attempts),
  sentAt: row.sent_at === null ? null : Number(row.sent_at),
  lastError: row.last_error === null ? null : String(row.last_error),
  nextAttemptAt: Number(row.next_attempt_at),
});

/** The inbox's reads and writes over the `leads`, `outbox` and `lead_events` tables. */
export function inboxData(db: LeadsDb, now: () => number) {
  return {
    async list(q: string, status: string, isTrash: boolean, limit: number) {
      const where = listFilter(q, status, isTrash);
      const [rows, count] = await Promise.all([
        db.execute({
          sql: `SELECT * FROM leads ${where.sql}
            ORDER BY ${isTrash ? "deleted_at DESC" : "created_at DESC"}, rowid DESC LIMIT ${limit}`,
          args: where.args,
        }),
        db.execute({
          sql: `SELECT count(*) AS n FROM leads ${where.sql}`,
          args: where.args,
        }),
      ]);
      return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    /** Everything the header and the figures need. */
    async figures() {
      const since = now() - 30 * DAY;
      const [open, trash, replies] = await Promise.all([
        db.execute({
          sql: "SELECT status, created_at, seen_at FROM leads WHERE deleted_at IS NULL AND status = 'new'",
        }),
        db.execute({
          sql: "SELECT count(*) AS n FROM leads WHERE deleted_at IS NOT NULL",
        }),
        db.execute({
          sql: "SELECT replied_at - created_at AS took FROM leads WHERE created_at > ? AND replied_at IS NOT NULL",
          args: [since],
        }),
      ]);
      return {
        waiting: open.rows.length,
        unseen: open.rows.filter((row) => row.seen_at === null).length,
        overdue: open.rows.filter((row) => isOverdue(row, now())).length,
        trash: Number(trash.rows[0]?.n ?? 0),
        medianReplyMs: median(replies.rows.map((row) => Number(row.took))),
        replied: replies.rows.length,
      };
    },

    async lead(id: string): Promise<Row | null> {
      const found = await db.execute({
        sql: "SELECT * FROM leads WHERE id = ?",
        args: [id],
      });
      return found.rows[0] ?? null;
    },

    async events(id: string) {
      const found = await db.execute({
        sql: "SELECT at, kind, detail FROM lead_events WHERE lead_id = ? ORDER BY at, id",
        args: [id],
      });
      return found.rows;
    },

    async deliveries(leadId?: string): Promise<Delivery[]> {
      const found = await db.execute({
        sql: `SELECT o.lead_id, o.channel, o.attempts, o.sent_at, o.last_error, o.next_attempt_at, l.name
          FROM outbox AS o JOIN leads AS l ON l.id = o.lead_id
          WHERE ${leadId ? "o.lead_id = ?" : "o.sent_at IS NULL AND o.attempts > 0 AND l.deleted_at IS NULL"}
          ORDER BY o.id`,
        args: leadId ? [leadId] : [],
      });
      return found.rows.map(delivery);
    },

    /** Marks an enquiry opened, the first time. */
    async markSeen(id: string) {
      await db.execute({
        sql: "UPDATE leads SET seen_at = ? WHERE id = ? AND seen_at IS NULL",
        args: [now(), id],
      });
    },

    /**
     * A change made on `version` of the enquiry: applied and recorded, or
     * "stale" when another tab changed it since (nothing is changed then),
     * or "gone" when it no longer exists.
     */
    async change(
      id: string,
      version: number,
      set: string,
      args: SqlValue[],
      kind: string,
      detail = "",
    ): Promise<"done" | "stale" | "gone"> {
      const [updated] = await db.batch(
        [
          {
            sql: `UPDATE leads SET ${set}, version = version + 1 WHERE id = ? AND version = ?`,
            args: [...args, id, version],
          },
          {
            sql: `INSERT INTO lead_events (lead_id, at, kind, detail)
              SELECT id, ?, ?, ? FROM leads WHERE id = ? AND changes() > 0`,
            args: [now(), kind, detail, id],
          },
        ],
        "write",
      );
      if ((updated?.rowsAffected ?? 0) > 0) return "done";
      return (await this.lead(id)) ? "stale" : "gone";
    },

    /**
     * The studio replied: replied, whatever the version. `how` is
     * REPLY_IN_MAIL_APP when Reply opened the mail app, else "Mark replied".
     */
    async markReplied(id: string, how = "") {
      const at = now();
      const [updated] = await db.batch(
        [
          {
            sql: `UPDATE leads SET status = CASE status WHEN 'new' THEN 'replied' ELSE status END,
              replied_at = coalesce(replied_at, ?), version = version + 1 WHERE id = ?`,
            args: [at, id],
          },
          {
            sql: "INSERT INTO lead_events (lead_id, at, kind, detail) SELECT id, ?, 'reply', ? FROM leads WHERE id = ?",
            args: [at, how === REPLY_IN_MAIL_APP ? how : "", id],
          },
        ],
        "write",
      );
      return (updated?.rowsAffected ?? 0) > 0;
    },

    /** Adds a note, unless the enquiry has `max` already (or is gone). */
    async addNote(
      id: string,
      text: string,
      max: number,
    ): Promise<"added" | "full" | "gone"> {
      if (!(await this.lead(id))) return "gone";
      const [added] = await db.batch(
        [
          {
            sql: `INSERT INTO lead_events (lead_id, at, kind, detail)
              SELECT ?, ?, 'note', ?
              WHERE (SELECT count(*) FROM lead_events WHERE lead_id = ? AND kind = 'note') < ?`,
            args: [id, now(), text, id, max],
          },
        ],
        "write",
      );
      return (added?.rowsAffected ?? 0) > 0 ? "added" : "full";
    },

    /**
     * Makes unsent notifications due now (all, or one enquiry's), each at
     * most once every `everyMs`; returns how many.
     */
    async retry(leadId: string | undefined, everyMs: number) {
      const at = now();
      const result = await db.execute({
        sql: `UPDATE outbox SET next_attempt_at = ?, claimed_until = NULL, retried_at = ?
          WHERE sent_at IS NULL AND (retried_at IS NULL OR retried_at <= ?)${leadId ? " AND lead_id = ?" : ""}`,
        args: leadId ? [at, at, at - everyMs, leadId] : [at, at, at - everyMs],
      });
      return result.rowsAffected;
    },

    /** Whether an unsent notification (of this enquiry) was retried within `everyMs`. */
    async recentlyRetried(leadId: string | undefined, everyMs: number) {
      const found = await db.execute({
        sql: `SELECT 1 FROM outbox WHERE sent_at IS NULL AND retried_at > ?${leadId ? " AND lead_id = ?" : ""} LIMIT 1`,
        args: leadId ? [now() - everyMs, leadId] : [now() - everyMs],
      });
      return found.rows.length > 0;
    },
  };
}

export type InboxData = ReturnType<typeof inboxData>;
