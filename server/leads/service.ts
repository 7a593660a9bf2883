import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import type { Context } from "hono";
import { createLeadsApp } from "./app";
import type { LeadsConfig } from "./config";
import { type LeadsDb, migrate } from "./db";
import { createLeadsLog, type LeadsLog } from "./log";
import { createNotices } from "./notices";
import { configuredSenders, type MailTransport } from "./notify";
import { createOutbox } from "./outbox";
import { serviceSecret } from "./secret";
import { keyedHash } from "./security";

/** A libSQL client: an SQLite file, durable at each commit, or a server. */
export async function openDatabase(config: LeadsConfig) {
  if (config.databaseUrl.startsWith("file:")) {
    // `file:./data/leads.db` is relative to where `npm start` runs.
    const path = config.databaseUrl.startsWith("file://")
      ? fileURLToPath(config.databaseUrl)
      : config.databaseUrl.slice("file:".length);
    mkdirSync(dirname(path), { recursive: true });
  }
  const client = createClient({
    url: config.databaseUrl,
    authToken: config.databaseAuthToken,
  });
  if (config.databaseUrl.startsWith("file:")) {
    // WAL lets readers (the inbox) work beside a writer; FULL syncs the
    // file to disk at every commit, so "stored" survives a power cut.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = FULL");
    await client.execute("PRAGMA busy_timeout = 5000");
  }
  return client;
}

export type LeadsServiceOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  /** The SMTP transport; needed when `config.smtpUrl` is set. */
  transport?: MailTransport;
  remoteAddress?: (c: Context) => string | undefined;
  now?: () => number;
  log?: LeadsLog;
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
  });
  void outbox.start();
  return {
    app,
    outbox,
    log,
    notices,
    async stop() {
      await outbox.stop();
      log.flush();
    },
  };
}
