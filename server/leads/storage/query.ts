export { sql } from "kysely";
import {
  type Compilable,
  type RawBuilder,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { LeadsDb, SqlValue, Statement } from "./db";
import type { Database } from "./schema";

/*
 * Queries are built with Kysely over the tables in `schema.ts`, so every
 * row read has its columns' types, and run through the service's own
 * connection (`LeadsDb`: the SQLite file's busy waits and group commits,
 * a libSQL server, D1): Kysely only writes the SQL, it never connects
 * (docs/decisions/016-typed-queries.md).
 */
export const build = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** A query built with `build`, or written with `sql` where SQL says it better. */
export type Query<O> = Compilable<O> | RawBuilder<O>;

/** A built query as the statement `LeadsDb` runs. */
export function statement(query: Query<unknown>): Statement {
  const { sql: text, parameters } = isRawBuilder(query)
    ? query.compile(build)
    : query.compile();
  return { sql: text, args: parameters as SqlValue[] };
}

/** Every row the query reads (or a write's RETURNING gives). */
export async function rowsOf<O>(db: LeadsDb, query: Query<O>): Promise<O[]> {
  return (await db.execute(statement(query))).rows as O[];
}

/** The first row the query reads, if any. */
export async function firstOf<O>(
  db: LeadsDb,
  query: Query<O>,
): Promise<O | undefined> {
  return (await rowsOf(db, query))[0];
}

/** Runs a write; how many rows it changed. */
export async function changed(
  db: LeadsDb,
  query: Query<unknown>,
): Promise<number> {
  return (await db.execute(statement(query))).rowsAffected;
}

/** What one query of `together` gave: its rows, and how many rows it changed. */
export type Outcome<Q> = {
  rows: Q extends Query<infer O> ? O[] : never;
  rowsAffected: number;
};

/**
 * Runs queries in one transaction, in order; each one's outcome, typed by
 * its query (reads inside see the writes before them).
 */
export async function together<const Q extends readonly Query<unknown>[]>(
  db: LeadsDb,
  queries: Q,
): Promise<{ [K in keyof Q]: Outcome<Q[K]> }> {
  const results = await db.batch(queries.map(statement), "write");
  return results as { [K in keyof Q]: Outcome<Q[K]> };
}

/** The rows `query` read, from its outcome in `together`. */
export function rowsFrom<O>(
  outcome: { rows: unknown[] } | undefined,
  query: Query<O>,
): O[] {
  void query;
  return (outcome?.rows ?? []) as O[];
}

/** Runs writes in one transaction; how many rows each changed. */
export async function changedTogether(
  db: LeadsDb,
  queries: Query<unknown>[],
): Promise<number[]> {
  const results = await db.batch(queries.map(statement), "write");
  return results.map((result) => result.rowsAffected);
}

const isRawBuilder = (query: Query<unknown>): query is RawBuilder<unknown> =>
  "isRawBuilder" in query && query.isRawBuilder === true;
