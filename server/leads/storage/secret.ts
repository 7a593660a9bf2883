import type { LeadsDb } from "./db";
import { build, changed, firstOf } from "./query";
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
  await changed(
    db,
    build
      .insertInto("settings")
      .orIgnore()
      .values({ name: "secret", value: randomToken(32) }),
  );
  const value = (
    await firstOf(
      db,
      build.selectFrom("settings").select("value").where("name", "=", "secret"),
    )
  )?.value;
  if (!value) throw new Error("The service's secret could not be read or made");
  return value;
}
