import {
  addresses,
  ConfigError,
  databaseUrl,
  envValue,
  flag,
  MIN_PASSWORD_LENGTH,
  positiveInteger,
  secret,
  studioPassword,
  url,
  webhookSecret,
} from "./settings";

export {
  ConfigError,
  envValue,
  MIN_PASSWORD_LENGTH,
  MIN_SECRET_LENGTH,
  readLogFormat,
} from "./settings";

export type LeadsConfig = {
  /** `file:./data/leads.db` or a `libsql://` server. */
  databaseUrl: string;
  /** Auth token for a libSQL server (Turso), if it needs one. */
  databaseAuthToken?: string;
  smtpUrl?: string;
  notifyTo?: string;
  notifyFrom?: string;
  webhookUrl?: string;
  /**
   * `whsec_…`: the key every webhook request is signed with (Standard
   * Webhooks); needed whenever LEADS_WEBHOOK_URL is set.
   */
  webhookSecret?: string;
  /** LEADS_ACK=1: each new enquiry's sender gets an acknowledgement e-mail. */
  ack?: boolean;
  /** Acknowledgements sent at most, all recipients together, per day. */
  acksPerDay: number;
  /** Unset when missing or too short: the inbox stays closed. */
  studioPassword?: string;
  /** Why the inbox is closed although STUDIO_PASSWORD is set, for the log. */
  studioPasswordProblem?: string;
  /**
   * The key of the stored keyed hashes (client addresses, sessions); when
   * unset, one is made at the first start and kept in the database.
   */
  secret?: string;
  retentionDays: number;
  trustProxy: boolean;
  /** Submissions sooner than this after the page opened are bots. */
  minFillMs: number;
  /** Enquiries per client address per minute and per day. */
  perMinute: number;
  perDay: number;
  /**
   * The site-wide ceilings: enquiries stored per day (the disk's
   * protection, far above any real volume), and notifications sent (all
   * channels together) per minute and per day, whatever the addresses.
   * Past the notification ceiling the studio gets a digest instead.
   */
  ceiling: {
    enquiriesPerDay: number;
    notificationsPerMinute: number;
    notificationsPerDay: number;
  };
  /** First retry delay of a failed notification; doubles up to 5 minutes. */
  retryBaseMs: number;
  /** How long a studio notification may fail before /api/health answers 503 (health.ts). */
  healthFailingMs?: number;
  /** How often /api/health asks the database at most (health.ts). */
  healthProbeMs?: number;
};

export const DEFAULTS = {
  retentionDays: 365,
  minFillMs: 3_000,
  perMinute: 5,
  perDay: 30,
  retryBaseMs: 5_000,
  acksPerDay: 50,
  ceiling: {
    enquiriesPerDay: 2_000,
    notificationsPerMinute: 30,
    notificationsPerDay: 600,
  },
} as const;

/**
 * The service's settings from the environment, or null when
 * `LEADS_DATABASE_URL` is unset (the service is off). Throws a ConfigError
 * with one readable line, naming the variable and the fix, for a setting
 * that cannot work.
 */
export function readConfig(
  env: Record<string, string | undefined>,
): LeadsConfig | null {
  const database = databaseUrl(env.LEADS_DATABASE_URL);
  if (!database) return null;
  const smtpUrl = url("LEADS_SMTP_URL", env.LEADS_SMTP_URL, [
    "smtp:",
    "smtps:",
  ]);
  const notifyTo = addresses("LEADS_NOTIFY_TO", env.LEADS_NOTIFY_TO);
  if (smtpUrl && !notifyTo) {
    throw new ConfigError(
      "LEADS_SMTP_URL is set but LEADS_NOTIFY_TO is not: set it to the address that gets each enquiry",
    );
  }
  const password = studioPassword(env.STUDIO_PASSWORD);
  const ack = flag("LEADS_ACK", env.LEADS_ACK);
  if (ack && !smtpUrl) {
    throw new ConfigError(
      "LEADS_ACK is on but LEADS_SMTP_URL is not set, so no acknowledgement could be sent: set LEADS_SMTP_URL and LEADS_NOTIFY_TO, or unset LEADS_ACK",
    );
  }
  const webhookUrl = url("LEADS_WEBHOOK_URL", env.LEADS_WEBHOOK_URL, [
    "http:",
    "https:",
  ]);
  return {
    databaseUrl: database,
    databaseAuthToken: envValue(
      "LEADS_DATABASE_AUTH_TOKEN",
      env.LEADS_DATABASE_AUTH_TOKEN,
    ),
    smtpUrl,
    notifyTo,
    notifyFrom:
      addresses("LEADS_NOTIFY_FROM", env.LEADS_NOTIFY_FROM) ?? notifyTo,
    webhookUrl,
    webhookSecret: webhookSecret(env.LEADS_WEBHOOK_SECRET, webhookUrl),
    studioPassword: password.password,
    studioPasswordProblem: password.problem,
    secret: secret(env.LEADS_SECRET),
    retentionDays: positiveInteger(
      "LEADS_RETENTION_DAYS",
      env.LEADS_RETENTION_DAYS,
      DEFAULTS.retentionDays,
    ),
    trustProxy: flag("LEADS_TRUST_PROXY", env.LEADS_TRUST_PROXY),
    ack,
    acksPerDay: positiveInteger(
      "LEADS_MAX_ACKS_PER_DAY",
      env.LEADS_MAX_ACKS_PER_DAY,
      DEFAULTS.acksPerDay,
    ),
    minFillMs: DEFAULTS.minFillMs,
    perMinute: DEFAULTS.perMinute,
    perDay: DEFAULTS.perDay,
    retryBaseMs: DEFAULTS.retryBaseMs,
    ceiling: {
      enquiriesPerDay: positiveInteger(
        "LEADS_MAX_ENQUIRIES_PER_DAY",
        env.LEADS_MAX_ENQUIRIES_PER_DAY,
        DEFAULTS.ceiling.enquiriesPerDay,
      ),
      notificationsPerMinute: positiveInteger(
        "LEADS_MAX_NOTIFICATIONS_PER_MINUTE",
        env.LEADS_MAX_NOTIFICATIONS_PER_MINUTE,
        DEFAULTS.ceiling.notificationsPerMinute,
      ),
      notificationsPerDay: positiveInteger(
        "LEADS_MAX_NOTIFICATIONS_PER_DAY",
        env.LEADS_MAX_NOTIFICATIONS_PER_DAY,
        DEFAULTS.ceiling.notificationsPerDay,
      ),
    },
  };
}

/**
 * Refuses a service that would store enquiries nobody sees: the inbox
 * closed (STUDIO_PASSWORD unset, short or only spaces) and neither e-mail
 * (LEADS_SMTP_URL) nor a webhook (LEADS_WEBHOOK_URL) set.
 */
export function checkSomeoneIsTold(config: LeadsConfig) {
  if (config.studioPassword || config.smtpUrl || config.webhookUrl) return;
  throw new ConfigError(
    `nobody would see an enquiry: the inbox is closed (${config.studioPasswordProblem ? config.studioPasswordProblem.split(",")[0] : "STUDIO_PASSWORD is unset"}) and neither LEADS_SMTP_URL nor LEADS_WEBHOOK_URL is set: set STUDIO_PASSWORD (${MIN_PASSWORD_LENGTH} characters or more), LEADS_SMTP_URL with LEADS_NOTIFY_TO, or LEADS_WEBHOOK_URL`,
  );
}
