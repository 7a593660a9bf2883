import type { LeadsDb } from "./db";

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
      const result = await db.execute({
        sql: "INSERT INTO notices (kind, message, raised_at) VALUES (?, ?, ?) ON CONFLICT (kind) DO NOTHING",
        args: [kind, message, at],
      });
      showing.set(kind, at);
      return result.rowsAffected === 1;
    },

    async clear(kind: string): Promise<void> {
      showing.delete(kind);
      await db.execute({
        sql: "DELETE FROM notices WHERE kind = ?",
        args: [kind],
      });
    },

    /** Every notice showing, oldest first. */
    async list(): Promise<Notice[]> {
      const found = await db.execute({
        sql: "SELECT kind, message, raised_at FROM notices ORDER BY raised_at, kind",
      });
      return found.rows.map((row) => ({
        kind: String(row.kind),
        message: String(row.message),
        raisedAt: Number(row.raised_at),
      }));
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
