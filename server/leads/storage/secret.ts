import type { LeadsDb } from "./db";
import { randomToken } from "../core/security";

/**
 * The service's secret, the key of every keyed hash it stores (client
 * addresses, session tokens): LEADS_SECRET when set, otherwise one made at
 * the first start and kept in the database, so it survives restarts and is
 * shared by every instance over the same database.
 */
export async function serviceSecret(
  db: LeadsDb,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  // Two instances starting at once: the first insert wins, both read it.
  await db.execute({
    sql: "INSERT OR IGNORE INTO settings (name, value) VALUES ('secret', ?)",
    args: [randomToken(32)],
  });
  const found = await db.execute({
    sql: "SELECT value FROM settings WHERE name = 'secret'",
  });
  const value = found.rows[0]?.value;
  if (typeof value !== "string" || value === "")
    throw new Error("The service's secret could not be read or made");
  return value;
}
