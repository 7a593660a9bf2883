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

export class ConfigError extends Error {}

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

/** The inbox's password must be at least this long on a public site. */
export const MIN_PASSWORD_LENGTH = 12;

const QUOTES = ['"', "'"];

/**
 * An environment value as it was meant: spaces around it dropped, and one
 * pair of matching quotes around the whole (as a shell or a .env file
 * would remove; a container's env file or a panel keeps them). A quote left
 * at one end only is refused by the variable's name; an empty value is
 * unset.
 */
export function envValue(
  name: string,
  raw: string | undefined,
): string | undefined {
  if (raw === undefined) return undefined;
  let value = raw.trim();
  const first = value.at(0) ?? "";
  if (value.length >= 2 && QUOTES.includes(first) && value.at(-1) === first) {
    value = value.slice(1, -1).trim();
  }
  if (
    QUOTES.includes(value.at(0) ?? "") ||
    QUOTES.includes(value.at(-1) ?? "")
  ) {
    throw new ConfigError(
      `${name} has a stray quote mark at one end: remove it (or quote the whole value)`,
    );
  }
  return value === "" ? undefined : value;
}

function positiveInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
) {
  const value = envValue(name, raw);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new ConfigError(`${name} must be a whole number of 1 or more`);
  }
  return number;
}

function url(name: string, raw: string | undefined, protocols: string[]) {
  const value = envValue(name, raw);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(
      `${name} is not a URL: it must start with ${protocols.join(" or ")}//`,
    );
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.join(" or ")}//`,
    );
  }
  return value;
}

/** One or more e-mail addresses, separated by commas. */
function addresses(name: string, raw: string | undefined) {
  const value = envValue(name, raw);
  if (value === undefined) return undefined;
  const list = value.split(",").map((address) => address.trim());
  const bad = list.find(
    (address) => !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address),
  );
  if (bad !== undefined) {
    throw new ConfigError(
      `${name} must be an e-mail address such as studio@example.in (or several, separated by commas)`,
    );
  }
  return list.join(", ");
}

/** `LEADS_LOG`: `json` for JSON lines, `pretty` (the default) for readable ones. */
export function readLogFormat(raw: string | undefined): "json" | "pretty" {
  const value = envValue("LEADS_LOG", raw)?.toLowerCase();
  if (value === undefined || value === "pretty") return "pretty";
  if (value === "json") return "json";
  throw new ConfigError("LEADS_LOG must be json or pretty (or unset)");
}

/** 1, true, yes or on; 0, false, no, off or unset; nothing else. */
function flag(name: string, raw: string | undefined) {
  const value = envValue(name, raw)?.toLowerCase();
  if (value === undefined) return false;
  if (["1", "true", "yes", "on"].includes(value)) return true;
  if (["0", "false", "no", "off"].includes(value)) return false;
  throw new ConfigError(`${name} must be 1 (on) or 0 (off)`);
}

/**
 * `LEADS_WEBHOOK_SECRET`: `whsec_` and a base64 key of 24 to 64 bytes, as
 * Standard Webhooks has it; needed with LEADS_WEBHOOK_URL.
 */
function webhookSecret(raw: string | undefined, webhookUrl?: string) {
  const value = envValue("LEADS_WEBHOOK_SECRET", raw);
  const fix =
    "set it to whsec_ followed by a random base64 key, e.g. whsec_$(openssl rand -base64 32)";
  if (value === undefined) {
    if (webhookUrl)
      throw new ConfigError(
        `LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not (every webhook request is signed): ${fix}`,
      );
    return undefined;
  }
  const key = value.startsWith("whsec_") ? value.slice("whsec_".length) : "";
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(key)
    ? Buffer.from(key, "base64").length
    : 0;
  if (bytes < 24 || bytes > 64) {
    throw new ConfigError(
      `LEADS_WEBHOOK_SECRET must be whsec_ followed by a base64 key of 24 to 64 bytes: ${fix}`,
    );
  }
  return value;
}

/**
 * The database URL, refused when it would lose what it keeps: an SQLite
 * file with no path (`file:`, as from an unset variable: each connection
 * would get its own temporary database) or one in memory.
 */
function databaseUrl(raw: string | undefined) {
  const value = url("LEADS_DATABASE_URL", raw, [
    "file:",
    "libsql:",
    "http:",
    "https:",
    "ws:",
    "wss:",
  ]);
  if (value === undefined || !value.startsWith("file:")) return value;
  const path = value.slice("file:".length).split("?")[0] ?? "";
  if (path.replace(/^\/\//, "").trim() === "") {
    throw new ConfigError(
      "LEADS_DATABASE_URL is file: with no path: name the file, e.g. file:./data/leads.db",
    );
  }
  const unexpanded = /\$\{?\w+\}?/.exec(value);
  if (unexpanded) {
    throw new ConfigError(
      `LEADS_DATABASE_URL contains ${unexpanded[0]}, which nothing replaced (an env file is not a shell): write the path in full, e.g. file:/var/lib/studio-site/leads.db`,
    );
  }
  if (/^\/+[^/]+$/.test(path.replace(/^\/\//, "/"))) {
    throw new ConfigError(
      `LEADS_DATABASE_URL is ${value}, a file at the top of the disk: a variable in it was probably unset (file:$STATE_DIR/leads.db with STATE_DIR empty). Set that variable, or name the file in full, e.g. file:/var/lib/studio-site/leads.db`,
    );
  }
  if (path.includes(":memory:") || /[?&]mode=memory\b/.test(value)) {
    throw new ConfigError(
      "LEADS_DATABASE_URL is an in-memory database, which loses every enquiry at a restart: name a file, e.g. file:./data/leads.db",
    );
  }
  if (path.endsWith("/")) {
    throw new ConfigError(
      "LEADS_DATABASE_URL names a folder: name a file in it, e.g. file:./data/leads.db",
    );
  }
  return value;
}

/** The inbox's password, or why the inbox stays closed. */
function studioPassword(raw: string | undefined) {
  let value: string | undefined;
  try {
    value = envValue("STUDIO_PASSWORD", raw);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (value === undefined) {
    // Only spaces (or quotes around nothing): as unusable as a short one.
    return raw !== undefined && raw !== ""
      ? {
          problem: `STUDIO_PASSWORD is only spaces, so the inbox stays closed: set one of at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good one)`,
        }
      : {};
  }
  if (value.length < MIN_PASSWORD_LENGTH) {
    return {
      problem: `STUDIO_PASSWORD is shorter than ${MIN_PASSWORD_LENGTH} characters, so the inbox stays closed: set a longer one (a few words make a good one)`,
    };
  }
  return { password: value };
}

/** A secret short enough to guess would make the keyed hashes reversible. */
export const MIN_SECRET_LENGTH = 32;

function secret(raw: string | undefined) {
  const value = envValue("LEADS_SECRET", raw);
  if (value === undefined) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `LEADS_SECRET must be at least ${MIN_SECRET_LENGTH} characters (for example the output of openssl rand -base64 32), or unset to keep one in the database`,
    );
  }
  return value;
}

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
