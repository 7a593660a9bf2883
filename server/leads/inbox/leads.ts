import type { ExpressionBuilder } from "kysely";
import type { LeadsDb } from "../storage/db";
import { build, firstOf, rowsOf, sql } from "../storage/query";
import type { Database, LeadRow } from "../storage/schema";
import { inboxChanges } from "./leadChanges";
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
export const isOverdue = (
  row: Pick<LeadRow, "status" | "created_at">,
  now: number,
) => row.status === "new" && replyDueAt(row.created_at) < now;

export type { LeadChange } from "./leadChanges";

/** The middle value; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A search and a status filter, within one view (the inbox or Trash). */
export function listFilter(q: string, status: string, isTrash: boolean) {
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const term = q.trim();
    const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return eb.and([
      isTrash ? eb("deleted_at", "is not", null) : eb("deleted_at", "is", null),
      ...(isStatus(status) ? [eb("status", "=", status)] : []),
      ...(term
        ? [
            eb.or(
              fieldColumns.map(
                (column) =>
                  sql<boolean>`${sql.ref(column)} LIKE ${like} ESCAPE '\\'`,
              ),
            ),
          ]
        : []),
    ]);
  };
}

/** The enquiries `where` picks, the latest (by `by`) first. */
function newestFirst(
  where: ReturnType<typeof listFilter>,
  by: "created_at" | "deleted_at",
) {
  return build
    .selectFrom("leads")
    .selectAll()
    .where(where)
    .orderBy(by, "desc")
    .orderBy(sql`rowid`, "desc");
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

/** The inbox's reads and writes over the `leads`, `outbox` and `lead_events` tables. */
export function inboxData(db: LeadsDb, now: () => number) {
  const count = sql<number>`count(*)`.as("n");
  async function lead(id: string): Promise<LeadRow | null> {
    return (
      (await firstOf(
        db,
        build.selectFrom("leads").selectAll().where("id", "=", id),
      )) ?? null
    );
  }

  return {
    ...inboxChanges(db, now, lead),
    lead,

    async list(q: string, status: string, isTrash: boolean, limit: number) {
      const where = listFilter(q, status, isTrash);
      const [rows, total] = await Promise.all([
        rowsOf(
          db,
          newestFirst(where, isTrash ? "deleted_at" : "created_at").limit(
            limit,
          ),
        ),
        firstOf(db, build.selectFrom("leads").select(count).where(where)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Everything the header and the figures need. */
    async figures() {
      const since = now() - 30 * DAY;
      const [open, trash, replies] = await Promise.all([
        rowsOf(
          db,
          build
            .selectFrom("leads")
            .select(["status", "created_at", "seen_at"])
            .where("deleted_at", "is", null)
            .where("status", "=", "new"),
        ),
        firstOf(
          db,
          build
            .selectFrom("leads")
            .select(count)
            .where("deleted_at", "is not", null),
        ),
        rowsOf(
          db,
          build
            .selectFrom("leads")
            .select(sql<number>`replied_at - created_at`.as("took"))
            .where("created_at", ">", since)
            .where("replied_at", "is not", null),
        ),
      ]);
      return {
        waiting: open.length,
        unseen: open.filter((row) => row.seen_at === null).length,
        overdue: open.filter((row) => isOverdue(row, now())).length,
        trash: trash?.n ?? 0,
        medianReplyMs: median(replies.map((row) => row.took)),
        replied: replies.length,
      };
    },

    async events(id: string) {
      return rowsOf(
        db,
        build
          .selectFrom("lead_events")
          .select(["at", "kind", "detail"])
          .where("lead_id", "=", id)
          .orderBy("at")
          .orderBy("id"),
      );
    },

    /** The enquiries of a search and filter, newest first, with their notes, for the CSV. */
    async export(q: string, status: string) {
      const where = listFilter(q, status, false);
      const [rows, notes] = await Promise.all([
        rowsOf(db, newestFirst(where, "created_at")),
        rowsOf(
          db,
          build
            .selectFrom("lead_events")
            .select(["lead_id", "at", "detail"])
            .where("kind", "=", "note")
            .where(
              "lead_id",
              "in",
              build.selectFrom("leads").select("id").where(where),
            )
            .orderBy("at")
            .orderBy("id"),
        ),
      ]);
      return { rows, notes };
    },

    async deliveries(leadId?: string): Promise<Delivery[]> {
      const rows = await rowsOf(
        db,
        build
          .selectFrom("outbox as o")
          .innerJoin("leads as l", "l.id", "o.lead_id")
          .select([
            "o.lead_id",
            "o.channel",
            "o.attempts",
            "o.sent_at",
            "o.last_error",
            "o.next_attempt_at",
            "l.name",
          ])
          .where((eb) =>
            leadId
              ? eb("o.lead_id", "=", leadId)
              : eb.and([
                  eb("o.sent_at", "is", null),
                  eb("o.attempts", ">", 0),
                  eb("l.deleted_at", "is", null),
                ]),
          )
          .orderBy("o.id"),
      );
      return rows.map((row) => ({
        leadId: row.lead_id,
        name: row.name,
        channel: row.channel,
        attempts: row.attempts,
        sentAt: row.sent_at,
        lastError: row.last_error,
        nextAttemptAt: row.next_attempt_at,
      }));
    },
  };
}

export type InboxData = ReturnType<typeof inboxData>;
