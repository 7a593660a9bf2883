/*
 * Reading one setting from the environment: each value checked on its
 * own, refused with a message that names the variable and says what to
 * write instead (`config.ts` puts them together).
 */

export class ConfigError extends Error {}

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

export function positiveInteger(
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

export function url(
  name: string,
  raw: string | undefined,
  protocols: string[],
) {
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
export function addresses(name: string, raw: string | undefined) {
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
export function flag(name: string, raw: string | undefined) {
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
export function webhookSecret(raw: string | undefined, webhookUrl?: string) {
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
export function databaseUrl(raw: string | undefined) {
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
export function studioPassword(raw: string | undefined) {
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

export function secret(raw: string | undefined) {
  const value = envValue("LEADS_SECRET", raw);
  if (value === undefined) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `LEADS_SECRET must be at least ${MIN_SECRET_LENGTH} characters (for example the output of openssl rand -base64 32), or unset to keep one in the database`,
    );
  }
  return value;
}
