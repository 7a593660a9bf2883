import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import type { Context } from "hono";
import { createLeadsApp } from "./app";
import type { LeadsConfig } from "./config";
import { type LeadsDb, migrate, type Statement } from "./db";
import { createLeadsLog, type LeadsLog } from "./log";
import { createNotices } from "./notices";
import { configuredSenders, type MailTransport } from "./notify";
import { createOutbox } from "./outbox";
import { serviceSecret } from "./secret";
import { openSqliteFile } from "./sqlite";
import { keyedHash } from "./security";
import { createVitalsStore } from "./vitals";

/**
 * The database: an SQLite file (sqlite.ts: one connection with the busy
 * timeout, foreign keys, full sync and secure delete, waiting for locks
 * without blocking, reopened after a failure), or a libSQL server.
 */
export async function openDatabase(config: LeadsConfig) {
  if (config.databaseUrl.startsWith("file:")) {
    // `file:./data/leads.db` is relative to where `npm start` runs.
    const path = config.databaseUrl.startsWith("file://")
      ? fileURLToPath(config.databaseUrl)
      : config.databaseUrl.slice("file:".length);
    mkdirSync(dirname(path), { recursive: true });
    const file = openSqliteFile(path);
    // Fails fast (at start) when the file cannot be opened or read.
    await file.execute("SELECT 1");
    return file;
  }
  const client = createClient({
    url: config.databaseUrl,
    authToken: config.databaseAuthToken,
  });
  return {
    execute: (statement: Statement | string) => client.execute(statement),
    batch: (statements: Statement[], mode: "write") =>
      client.batch(statements, mode),
    close: () => client.close(),
  };
}

export type LeadsServiceOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  /** The SMTP transport; needed when `config.smtpUrl` is set. */
  transport?: MailTransport;
  remoteAddress?: (c: Context) => string | undefined;
  now?: () => number;
  log?: LeadsLog;
  /**
   * How speed beacons are written (vitals.ts): `buffered` for a
   * long-lived server (the default), `direct` for a serverless function.
   */
  vitalsMode?: "buffered" | "direct";
  /** Whether the site has a page at this path (the prerendered pages). */
  isKnownPage?: (page: string) => boolean;
};

/**
 * The whole service over a database: schema migrated, outbox started
 * (everything unsent goes out again), app ready to answer.
 */
export async function startLeadsService({
  config,
  db,
  transport,
  remoteAddress,
  now,
  log = createLeadsLog(),
  vitalsMode = "buffered",
  isKnownPage,
}: LeadsServiceOptions) {
  await migrate(db);
  const notices = createNotices(db, now);
  const hash = await keyedHash(await serviceSecret(db, config.secret));
  const senders = configuredSenders(config, transport);
  const outbox = createOutbox({
    db,
    senders,
    retryBaseMs: config.retryBaseMs,
    retentionDays: config.retentionDays,
    now,
    log,
  });
  const vitals = createVitalsStore({ db, now, log, mode: vitalsMode });
  const app = createLeadsApp({
    config,
    db,
    outbox,
    senders,
    remoteAddress,
    hash,
    now,
    log,
    notices,
    vitals,
    isKnownPage,
  });
  void outbox.start();
  vitals.start();
  return {
    app,
    outbox,
    log,
    notices,
    vitals,
    async stop() {
      await Promise.all([outbox.stop(), vitals.stop()]);
      log.flush();
    },
  };
}
