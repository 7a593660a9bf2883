import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { LeadsDb } from "../storage/db";
import { build, changedTogether, rowsOf, sql } from "../storage/query";
import type { Database } from "../storage/schema";

/*
 * Erasure that erases (a request under the DPDP Act, or the retention
 * clean-up): the enquiries and every row that names them (any table with a
 * `lead_id` column, so a table added later is covered without a change
 * here) go in one transaction; the SQLite file overwrites deleted content
 * (secure_delete, set on its connection), and the write-ahead log is then
 * copied into the file and emptied, so the text is in no file of the
 * database.
 */

async function tablesNamingLeads(db: LeadsDb): Promise<string[]> {
  const found = await rowsOf(
    db,
    sql<{ name: string }>`SELECT m.name AS name FROM sqlite_master AS m
      JOIN pragma_table_info(m.name) AS p
      WHERE m.type = 'table' AND p.name = 'lead_id'
      ORDER BY m.name`,
  );
  return found.map((row) => row.name);
}

/** A condition on `leads`. */
export type LeadsWhere = (
  eb: ExpressionBuilder<Database, "leads">,
) => Expression<SqlBool>;

/**
 * Erases every enquiry matching `where` (a condition on `leads`, with its
 * arguments); returns how many there were.
 */
export async function eraseLeads(
  db: LeadsDb,
  where: LeadsWhere,
): Promise<number> {
  const tables = await tablesNamingLeads(db);
  const matching = build.selectFrom("leads").select("id").where(where);
  const results = await changedTogether(db, [
    ...tables.map(
      (table) =>
        sql`DELETE FROM ${sql.table(table)} WHERE lead_id IN ${matching}`,
    ),
    build.deleteFrom("leads").where(where),
  ]);
  const erased = results.at(-1) ?? 0;
  if (erased > 0) await db.checkpoint?.();
  return erased;
}

/** Erases one enquiry for good; false when there was none with this id. */
export async function eraseLead(db: LeadsDb, id: string): Promise<boolean> {
  return (await eraseLeads(db, (eb) => eb("id", "=", id))) > 0;
}
