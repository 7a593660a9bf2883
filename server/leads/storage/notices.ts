import type { LeadsDb } from "./db";
import { build, changed, rowsOf } from "./query";

/**
 * Notices for the studio: something it should know that no single enquiry
 * shows (the site-wide ceiling was reached, sign-in was paused). Each kind
 * shows once, as a banner in the inbox, until it is cleared; raising a kind
 * already showing changes nothing, so a caller can raise on every refusal
 * and log only when `raise` says the notice is new.
 */
export type Notice = { kind: string; message: string; raisedAt: number };

/** How long a raised kind is taken as still showing without asking the database. */
const REMEMBER_MS = 60 * 1000;

export function createNotices(db: LeadsDb, now: () => number = Date.now) {
  // Kinds known to be showing: under attack, a refusal per request raises
  // the same notice, and only the first should cost a write.
  const showing = new Map<string, number>();

  return {
    /** Shows `message` until cleared; true when it was not showing already. */
    async raise(kind: string, message: string): Promise<boolean> {
      const at = now();
      const known = showing.get(kind);
      if (known !== undefined && at - known < REMEMBER_MS) return false;
      const added = await changed(
        db,
        build
          .insertInto("notices")
          .values({ kind, message, raised_at: at })
          .onConflict((conflict) => conflict.column("kind").doNothing()),
      );
      showing.set(kind, at);
      return added === 1;
    },

    async clear(kind: string): Promise<void> {
      showing.delete(kind);
      await changed(db, build.deleteFrom("notices").where("kind", "=", kind));
    },

    /** Every notice showing, oldest first. */
    async list(): Promise<Notice[]> {
      const rows = await rowsOf(
        db,
        build
          .selectFrom("notices")
          .select(["kind", "message", "raised_at"])
          .orderBy("raised_at")
          .orderBy("kind"),
      );
      return rows.map((row) => ({
        kind: row.kind,
        message: row.message,
        raisedAt: row.raised_at,
      }));
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
