import type { Context } from "hono";
import { createLeadsApp, SHARED_ADDRESS_NOTICE } from "./app";
import { errorCode, migrated } from "./database";
import type { LeadsConfig } from "../core/config";
import type { LeadsDb } from "../storage/db";
import { createLeadsLog, type LeadsLog } from "../core/log";
import { createNotices, type Notices } from "../storage/notices";
import {
  configuredSenders,
  digestSender,
  type MailTransport,
  createOutbox,
} from "../notify/notify";
import { serviceSecret } from "../storage/secret";
import { createVitalsStore } from "../speed/speed";
import { keyedHash } from "../core/security";
import { firstLine } from "../storage/storageProblem";

export { databaseFile } from "../storage/storageProblem";
export { openDatabase, StartupError } from "./database";

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
