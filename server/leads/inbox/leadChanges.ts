import type { UpdateObject } from "kysely";
import type { LeadsDb } from "../storage/db";
import {
  build,
  changed,
  changedTogether,
  firstOf,
  sql,
} from "../storage/query";
import type { Database, LeadRow } from "../storage/schema";
import { REPLY_IN_MAIL_APP } from "./leads";

/** What a change of an enquiry sets (its version goes up by itself). */
export type LeadChange = Omit<UpdateObject<Database, "leads">, "version">;

/**
 * The inbox's writes: an enquiry opened, changed on the version the page
 * showed, replied to, noted; its notifications retried. Each change is
 * recorded in `lead_events` in the same transaction.
 */
export function inboxChanges(
  db: LeadsDb,
  now: () => number,
  lead: (id: string) => Promise<LeadRow | null>,
) {
  /** Records a change of the enquiry, if the write before it changed it. */
  const recorded = (id: string, at: number, kind: string, detail: string) =>
    build
      .insertInto("lead_events")
      .columns(["lead_id", "at", "kind", "detail"])
      .expression(
        build
          .selectFrom("leads")
          .select((eb) => [
            "id",
            eb.val(at).as("at"),
            eb.val(kind).as("kind"),
            eb.val(detail).as("detail"),
          ])
          .where("id", "=", id)
          .where(sql<boolean>`changes() > 0`),
      );

  return {
    /** Marks an enquiry opened, the first time. */
    async markSeen(id: string) {
      await changed(
        db,
        build
          .updateTable("leads")
          .set({ seen_at: now() })
          .where("id", "=", id)
          .where("seen_at", "is", null),
      );
    },

    /**
     * A change made on `version` of the enquiry: applied and recorded, or
     * "stale" when another tab changed it since (nothing is changed then),
     * or "gone" when it no longer exists.
     */
    async change(
      id: string,
      version: number,
      set: LeadChange,
      kind: string,
      detail = "",
    ): Promise<"done" | "stale" | "gone"> {
      const [updated = 0] = await changedTogether(db, [
        build
          .updateTable("leads")
          .set(set)
          .set((eb) => ({ version: eb("version", "+", 1) }))
          .where("id", "=", id)
          .where("version", "=", version),
        recorded(id, now(), kind, detail),
      ]);
      if (updated > 0) return "done";
      return (await lead(id)) ? "stale" : "gone";
    },

    /**
     * The studio replied: replied, whatever the version. `how` is
     * REPLY_IN_MAIL_APP when Reply opened the mail app, else "Mark replied".
     */
    async markReplied(id: string, how = "") {
      const at = now();
      const [updated = 0] = await changedTogether(db, [
        build
          .updateTable("leads")
          .set((eb) => ({
            status: sql<
              LeadRow["status"]
            >`CASE status WHEN 'new' THEN 'replied' ELSE status END`,
            replied_at: eb.fn.coalesce("replied_at", eb.val(at)),
            version: eb("version", "+", 1),
          }))
          .where("id", "=", id),
        // The update above changes the enquiry whenever it exists.
        recorded(id, at, "reply", how === REPLY_IN_MAIL_APP ? how : ""),
      ]);
      return updated > 0;
    },

    /** Adds a note, unless the enquiry has `max` already (or is gone). */
    async addNote(
      id: string,
      text: string,
      max: number,
    ): Promise<"added" | "full" | "gone"> {
      if (!(await lead(id))) return "gone";
      const notes = build
        .selectFrom("lead_events")
        .select(sql<number>`count(*)`.as("n"))
        .where("lead_id", "=", id)
        .where("kind", "=", "note");
      const [added = 0] = await changedTogether(db, [
        build
          .insertInto("lead_events")
          .columns(["lead_id", "at", "kind", "detail"])
          .expression(
            build
              .selectNoFrom((eb) => [
                eb.val(id).as("lead_id"),
                eb.val(now()).as("at"),
                eb.val("note").as("kind"),
                eb.val(text).as("detail"),
              ])
              .where(notes, "<", max),
          ),
      ]);
      return added > 0 ? "added" : "full";
    },

    /**
     * Makes unsent notifications due now (all, or one enquiry's), each at
     * most once every `everyMs`; returns how many.
     */
    async retry(leadId: string | undefined, everyMs: number) {
      const at = now();
      return changed(
        db,
        build
          .updateTable("outbox")
          .set({ next_attempt_at: at, claimed_until: null, retried_at: at })
          .where("sent_at", "is", null)
          .where((eb) =>
            eb.or([
              eb("retried_at", "is", null),
              eb("retried_at", "<=", at - everyMs),
            ]),
          )
          .$if(leadId !== undefined, (query) =>
            query.where("lead_id", "=", leadId ?? ""),
          ),
      );
    },

    /** Whether an unsent notification (of this enquiry) was retried within `everyMs`. */
    async recentlyRetried(leadId: string | undefined, everyMs: number) {
      const found = await firstOf(
        db,
        build
          .selectFrom("outbox")
          .select(sql<number>`1`.as("one"))
          .where("sent_at", "is", null)
          .where("retried_at", ">", now() - everyMs)
          .$if(leadId !== undefined, (query) =>
            query.where("lead_id", "=", leadId ?? ""),
          )
          .limit(1),
      );
      return found !== undefined;
    },
  };
}
