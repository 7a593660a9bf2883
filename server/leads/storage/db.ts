import { migrations } from "./migrations/index";
import { build, rowsOf, statement } from "./query";

export type SqlValue = string | number | null;
export type Statement = { sql: string; args?: SqlValue[] };
export type Row = Record<string, unknown>;
export type ResultSet = { rows: Row[]; rowsAffected: number };

/**
 * The little the service needs from a database: one statement, or several
 * in one transaction. `@libsql/client` fits as is (an SQLite file or a
 * libSQL server); other SQLite services (Cloudflare D1) fit with an adapter.
 */
export type LeadsDb = {
  execute(statement: Statement): Promise<ResultSet>;
  batch(statements: Statement[], mode: "write"): Promise<ResultSet[]>;
  /**
   * An SQLite file's: empties the write-ahead log into the database file
   * (after an erasure, so deleted text is in no file). A database server
   * keeps its own storage and has none.
   */
  checkpoint?(): Promise<boolean>;
};

/**
 * The database stayed locked or failed for longer than the service waits:
 * the request is answered 503 (the form keeps the enquiry and sends it
 * again), and the next one tries afresh.
 */
export class DatabaseUnavailable extends Error {}

/** Creates or upgrades the schema to the newest version. */
export async function migrate(db: LeadsDb, now = Date.now()) {
  await db.execute({
    sql: `CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      applied_at INTEGER NOT NULL
    )`,
  });
  const applied = await rowsOf(
    db,
    build.selectFrom("schema_migrations").select("version"),
  );
  const done = new Set(applied.map((row) => row.version));
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.batch(
      [
        ...migration.statements.map((sql) => ({ sql })),
        statement(
          build
            .insertInto("schema_migrations")
            .values({ version: migration.version, applied_at: now }),
        ),
      ],
      "write",
    );
  }
}

export const SCHEMA_VERSION = Math.max(...migrations.map((m) => m.version));
