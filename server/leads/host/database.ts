import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import type { LeadsConfig } from "../core/config";
import {
  type LeadsDb,
  migrate,
  SCHEMA_VERSION,
  type Statement,
} from "../storage/db";
import { build, firstOf } from "../storage/query";
import { openSqliteFile } from "../storage/sqlite";
import {
  databaseFile,
  firstLine,
  storageFix,
  storageProblem,
} from "../storage/storageProblem";

/*
 * The service's database at start: the file's folder checked, the
 * connection opened and tried, the schema brought to this code's version;
 * every failure one line that names the setting and the fix.
 */

/**
 * A reason the service cannot start, as one line naming the setting and
 * the fix: `npm start` prints it and exits with 1, never a stack trace.
 */
export class StartupError extends Error {}

export const errorCode = (error: unknown) =>
  typeof error === "object" && error && "code" in error
    ? String((error as { code: unknown }).code)
    : firstLine(error);

/**
 * The folder must take new files (the database's journal and shared
 * memory files live beside it) and the file, if there, must be writable:
 * checked by writing, so a read-only disk is found too.
 */
function checkFolder(file: string) {
  const folder = dirname(file);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `LEADS_DATABASE_URL: the folder ${folder} cannot be created (${errorCode(error)}): create it and give the service's user write access, or name a file in another folder`,
    );
  }
  const probe = join(folder, `.leads-write-check-${process.pid}`);
  try {
    writeFileSync(probe, "ok");
    unlinkSync(probe);
  } catch (error) {
    throw new StartupError(
      `LEADS_DATABASE_URL: the folder ${folder} is not writable (${errorCode(error)}): give the service's user write access to it, or name a file in another folder`,
    );
  }
  if (existsSync(file)) {
    try {
      accessSync(file, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new StartupError(
        `LEADS_DATABASE_URL: ${file} is not writable (${errorCode(error)}): give the service's user write access to it`,
      );
    }
  }
}

/** A database error at start, as one line naming the setting and the fix. */
export function databaseStartupError(config: LeadsConfig, error: unknown) {
  if (error instanceof StartupError) return error;
  const problem = storageProblem(error);
  const file = databaseFile(config.databaseUrl);
  const where = file ?? new URL(config.databaseUrl).host;
  return new StartupError(
    `LEADS_DATABASE_URL: ${where}: ${problem.detail}: ${storageFix[problem.kind]}`,
  );
}

/**
 * The database: an SQLite file (sqlite.ts: one connection with the busy
 * timeout, foreign keys, full sync and secure delete, waiting for locks
 * without blocking, reopened after a failure), or a libSQL server. Throws a
 * StartupError when the file's folder cannot be written or the database
 * cannot be opened or reached.
 */
export async function openDatabase(config: LeadsConfig) {
  const file = databaseFile(config.databaseUrl);
  if (file) {
    checkFolder(file);
    const sqlite = openSqliteFile(file);
    try {
      // Fails fast (at start) when the file cannot be opened or read.
      await sqlite.execute("SELECT count(*) FROM sqlite_master");
    } catch (error) {
      sqlite.close();
      throw databaseStartupError(config, error);
    }
    return sqlite;
  }
  let client: Client | undefined;
  try {
    client = createClient({
      url: config.databaseUrl,
      authToken: config.databaseAuthToken,
    });
    await client.execute("SELECT 1");
  } catch (error) {
    client?.close();
    throw databaseStartupError(config, error);
  }
  const remote = client;
  return {
    execute: (statement: Statement | string) => remote.execute(statement),
    batch: (statements: Statement[], mode: "write") =>
      remote.batch(statements, mode),
    close: () => remote.close(),
  };
}

/**
 * Brings the schema to this code's version, or says in one line why it
 * cannot: a database written by a newer version is refused rather than
 * used half-understood.
 */
export async function migrated(config: LeadsConfig, db: LeadsDb) {
  try {
    await migrate(db);
    const found = await firstOf(
      db,
      build
        .selectFrom("schema_migrations")
        .select((eb) => eb.fn.max("version").as("version")),
    );
    const version = found?.version ?? 0;
    if (version > SCHEMA_VERSION) {
      throw new StartupError(
        `LEADS_DATABASE_URL: the database has schema version ${version}, newer than this code's ${SCHEMA_VERSION}: run the newer code, or restore a backup made with this one`,
      );
    }
  } catch (error) {
    throw databaseStartupError(config, error);
  }
}
