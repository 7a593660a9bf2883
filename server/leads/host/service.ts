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
import type { Context } from "hono";
import { createLeadsApp, SHARED_ADDRESS_NOTICE } from "./app";
import type { LeadsConfig } from "../core/config";
import {
  type LeadsDb,
  migrate,
  SCHEMA_VERSION,
  type Statement,
} from "../storage/db";
import { createLeadsLog, type LeadsLog } from "../core/log";
import { createNotices, type Notices } from "../storage/notices";
import {
  configuredSenders,
  digestSender,
  type MailTransport,
  createOutbox,
} from "../notify/notify";
import { serviceSecret } from "../storage/secret";
import { openSqliteFile } from "../storage/sqlite";
import { build, firstOf } from "../storage/query";
import { keyedHash } from "../core/security";
import {
  databaseFile,
  firstLine,
  storageFix,
  storageProblem,
} from "../storage/storageProblem";

export { databaseFile } from "../storage/storageProblem";

/**
 * A reason the service cannot start, as one line naming the setting and
 * the fix: `npm start` prints it and exits with 1, never a stack trace.
 */
export class StartupError extends Error {}

const errorCode = (error: unknown) =>
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
import { createVitalsStore } from "../speed/speed";

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
async function migrated(config: LeadsConfig, db: LeadsDb) {
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

/**
 * Visitors seen sharing a proxy's address before a restart: said again at
 * start while LEADS_TRUST_PROXY is still unset; taken down once it is set
 * (the first request shows whether the proxy now sends its header).
 */
async function sharedAddressAtStart(
  config: LeadsConfig,
  notices: Notices,
  log: LeadsLog,
) {
  if (config.trustProxy) {
    await notices.clear(SHARED_ADDRESS_NOTICE);
    return;
  }
  const found = (await notices.list()).find(
    (notice) => notice.kind === SHARED_ADDRESS_NOTICE,
  );
  if (found) log.warn(found.message, { event: "shared-address" });
}

/**
 * Logs in to the mail server once at start (nodemailer's verify): a
 * failure is a loud log line and a banner in the inbox, never a crash;
 * enquiries are kept and e-mailed once it works.
 */
export async function checkMailLogin(
  transport: MailTransport,
  notices: Notices,
  log: LeadsLog,
  /** The service stopped meanwhile: the answer no longer matters. */
  isStopped: () => boolean = () => false,
) {
  if (!transport.verify) return;
  try {
    await transport.verify();
  } catch (error) {
    if (isStopped()) return;
    const code = errorCode(error);
    const isLogin =
      code === "EAUTH" || /auth|login|535/i.test(firstLine(error));
    const message = isLogin
      ? `E-mail notifications are failing: the mail server refused the login in LEADS_SMTP_URL (${firstLine(error)}). Enquiries are kept here and e-mailed once it works: fix the user or password in LEADS_SMTP_URL and restart the service.`
      : `E-mail notifications are failing: the mail server in LEADS_SMTP_URL could not be reached (${firstLine(error)}). Enquiries are kept here and e-mailed once it works: check the host and port in LEADS_SMTP_URL.`;
    log.error(message, { event: "smtp-login-failed", code });
    await notices.raise("smtp-login", message);
    return;
  }
  if (isStopped()) return;
  const wasFailing = (await notices.list()).some(
    (notice) => notice.kind === "smtp-login",
  );
  await notices.clear("smtp-login");
  if (wasFailing) log.recovered("the mail server accepts the login again");
  else log.info("mail server login verified", { event: "smtp-verified" });
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
  await migrated(config, db);
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
    ceiling: {
      perMinute: config.ceiling.notificationsPerMinute,
      perDay: config.ceiling.notificationsPerDay,
    },
    digest:
      transport && config.notifyTo
        ? digestSender(transport, {
            to: config.notifyTo,
            from: config.notifyFrom ?? config.notifyTo,
          })
        : undefined,
    onCeiling: (message) => {
      notices
        .raise("notification-ceiling", message)
        .then((isNew) => {
          if (isNew) log.warn(message, { event: "notification-ceiling" });
        })
        .catch((error: unknown) =>
          log.error(`notice not saved: ${String(error)}`),
        );
    },
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
  await sharedAddressAtStart(config, notices, log);
  // Checked beside the start, never holding it up: a mail server that
  // takes 10 s to answer delays nothing else.
  let isStopped = false;
  const mailChecked = transport
    ? checkMailLogin(transport, notices, log, () => isStopped).catch(
        (error: unknown) => {
          if (!isStopped)
            log.error(`mail login check failed: ${firstLine(error)}`);
        },
      )
    : Promise.resolve();
  vitals.start();
  return {
    app,
    outbox,
    log,
    notices,
    mailChecked,
    vitals,
    async stop() {
      isStopped = true;
      await Promise.all([outbox.stop(), vitals.stop()]);
      log.flush();
    },
  };
}
