import { fileURLToPath } from "node:url";

/**
 * What went wrong with the database, in words an owner can act on: the
 * disk is full, the file or folder is read-only, the server cannot be
 * reached. Used at start (one line, then exit) and for each failed write
 * (one log line, and a true message to the visitor).
 */
export type StorageKind =
  | "full"
  | "read-only"
  | "unreachable"
  | "not-a-database"
  | "refused"
  | "busy"
  | "io"
  | "other";

export type StorageProblem = { kind: StorageKind; detail: string };

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
};

function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  let current: unknown = error;
  for (
    let depth = 0;
    depth < 5 && typeof current === "object" && current;
    depth++
  ) {
    found.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return found;
}

/** The error's codes and messages, cause by cause, as one searchable text. */
function describe(error: unknown) {
  return chain(error)
    .map((e) => `${String(e.code ?? "")} ${String(e.message ?? "")}`)
    .join(" | ");
}

/** The first line of an error's message, without a stack. */
export function firstLine(error: unknown) {
  const message =
    error instanceof Error ? error.message : String(error ?? "unknown error");
  return (message.split("\n")[0] ?? "").slice(0, 300);
}

export function storageProblem(error: unknown): StorageProblem {
  const text = describe(error);
  const detail = firstLine(error);
  if (/SQLITE_FULL|ENOSPC|EDQUOT|disk is full/i.test(text))
    return { kind: "full", detail };
  if (/SQLITE_READONLY|EROFS|read-?only/i.test(text))
    return { kind: "read-only", detail };
  if (/SQLITE_NOTADB|not a database|SQLITE_CORRUPT|malformed/i.test(text))
    return { kind: "not-a-database", detail };
  if (/SQLITE_CANTOPEN|EACCES|EPERM|unable to open/i.test(text))
    return { kind: "refused", detail };
  if (/SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(text))
    return { kind: "busy", detail };
  if (
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|fetch failed|HRANA_WEBSOCKET|HRANA|SERVER_ERROR|socket hang up/i.test(
      text,
    )
  )
    return { kind: "unreachable", detail };
  if (/SQLITE_IOERR|EIO\b/i.test(text)) return { kind: "io", detail };
  return { kind: "other", detail };
}

/** What the owner should do about it, after the problem itself. */
export const storageFix: Record<StorageKind, string> = {
  full: "free space on the disk that holds the database",
  "read-only":
    "the database or its folder is read-only: remount the disk read-write or give the service's user write access",
  unreachable:
    "the database server cannot be reached: check LEADS_DATABASE_URL, the network and LEADS_DATABASE_AUTH_TOKEN",
  "not-a-database":
    "LEADS_DATABASE_URL names a file that is not an SQLite database (or a damaged one): name another file or restore a backup",
  refused:
    "the database file cannot be opened: give the service's user write access to it and its folder",
  busy: "another program holds the database locked: stop it (a second instance, an open sqlite3 shell)",
  io: "the disk reported an input/output error (a failing disk is often remounted read-only): check the disk and its free space",
  other: "see the error above",
};

/** The file behind a `file:` URL (relative to where `npm start` runs), or null for a server. */
export function databaseFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  if (url.startsWith("file://")) return fileURLToPath(url.split("?")[0] ?? url);
  return (url.slice("file:".length).split("?")[0] ?? "").trim();
}
