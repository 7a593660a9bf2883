export type LeadsConfig = {
  /** `file:./data/leads.db` or a `libsql://` server. */
  databaseUrl: string;
  /** Auth token for a libSQL server (Turso), if it needs one. */
  databaseAuthToken?: string;
  smtpUrl?: string;
  notifyTo?: string;
  notifyFrom?: string;
  webhookUrl?: string;
  studioPassword?: string;
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
   * The site-wide ceilings: enquiries stored, and notifications sent (all
   * channels together), per minute and per day, whatever the addresses.
   */
  ceiling: {
    enquiriesPerMinute: number;
    enquiriesPerDay: number;
    notificationsPerMinute: number;
    notificationsPerDay: number;
  };
  /** First retry delay of a failed notification; doubles up to 5 minutes. */
  retryBaseMs: number;
};

export class ConfigError extends Error {}

export const DEFAULTS = {
  retentionDays: 365,
  minFillMs: 3_000,
  perMinute: 5,
  perDay: 30,
  retryBaseMs: 5_000,
  ceiling: {
    enquiriesPerMinute: 10,
    enquiriesPerDay: 200,
    notificationsPerMinute: 30,
    notificationsPerDay: 600,
  },
} as const;

function positiveInteger(
  name: string,
  value: string | undefined,
  fallback: number,
) {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new ConfigError(`${name} must be a whole number of 1 or more`);
  }
  return number;
}

function url(name: string, value: string | undefined, protocols: string[]) {
  if (!value?.trim()) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.join(" or ")}//`,
    );
  }
  return value.trim();
}

/** A secret short enough to guess would make the keyed hashes reversible. */
export const MIN_SECRET_LENGTH = 32;

function secret(value: string | undefined) {
  if (value === undefined || value === "") return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `LEADS_SECRET must be at least ${MIN_SECRET_LENGTH} characters (for example the output of openssl rand -base64 32), or unset to keep one in the database`,
    );
  }
  return value;
}

const isOn = (value: string | undefined) =>
  !!value && !["0", "false", "no", "off"].includes(value.trim().toLowerCase());

/**
 * The service's settings from the environment, or null when
 * `LEADS_DATABASE_URL` is unset (the service is off). Throws a ConfigError
 * with one readable line for a setting that cannot work.
 */
export function readConfig(
  env: Record<string, string | undefined>,
): LeadsConfig | null {
  const databaseUrl = url("LEADS_DATABASE_URL", env.LEADS_DATABASE_URL, [
    "file:",
    "libsql:",
    "http:",
    "https:",
    "ws:",
    "wss:",
  ]);
  if (!databaseUrl) return null;
  const smtpUrl = url("LEADS_SMTP_URL", env.LEADS_SMTP_URL, [
    "smtp:",
    "smtps:",
  ]);
  const notifyTo = env.LEADS_NOTIFY_TO?.trim() || undefined;
  if (smtpUrl && !notifyTo) {
    throw new ConfigError("LEADS_SMTP_URL is set: set LEADS_NOTIFY_TO too");
  }
  return {
    databaseUrl,
    databaseAuthToken: env.LEADS_DATABASE_AUTH_TOKEN?.trim() || undefined,
    smtpUrl,
    notifyTo,
    notifyFrom: env.LEADS_NOTIFY_FROM?.trim() || notifyTo,
    webhookUrl: url("LEADS_WEBHOOK_URL", env.LEADS_WEBHOOK_URL, [
      "http:",
      "https:",
    ]),
    studioPassword: env.STUDIO_PASSWORD || undefined,
    secret: secret(env.LEADS_SECRET),
    retentionDays: positiveInteger(
      "LEADS_RETENTION_DAYS",
      env.LEADS_RETENTION_DAYS,
      DEFAULTS.retentionDays,
    ),
    trustProxy: isOn(env.LEADS_TRUST_PROXY),
    minFillMs: DEFAULTS.minFillMs,
    perMinute: DEFAULTS.perMinute,
    perDay: DEFAULTS.perDay,
    retryBaseMs: DEFAULTS.retryBaseMs,
    ceiling: {
      enquiriesPerMinute: positiveInteger(
        "LEADS_MAX_ENQUIRIES_PER_MINUTE",
        env.LEADS_MAX_ENQUIRIES_PER_MINUTE,
        DEFAULTS.ceiling.enquiriesPerMinute,
      ),
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
