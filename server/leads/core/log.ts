import pino, { type DestinationStream, type Logger } from "pino";
import { prettyFactory } from "pino-pretty";

/**
 * The lead service's log: one line per event with an ISO time and a level,
 * readable as it is by default, JSON lines with `LEADS_LOG=json` (for
 * journald or a log collector). Warnings and errors go to stderr, the rest
 * to stdout. Lines never carry an enquiry's content: ids only.
 */
export type LogFields = Record<
  string,
  string | number | boolean | null | undefined
>;

export type LogFormat = "pretty" | "json";

export type LeadsLog = {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** The service is up, with the settings in effect (secrets masked). */
  started(settings: LogFields): void;
  /** An enquiry was committed: its id, nothing it says. */
  accepted(id: string, fields?: LogFields): void;
  /** A notification went out (a recovery when it had failed before). */
  notificationSent(channel: string, leadId: string, attempts: number): void;
  /** A notification failed: the error and when it is tried again. */
  notificationFailed(
    channel: string,
    leadId: string,
    attempts: number,
    error: string,
    nextAttemptAt: number,
  ): void;
  /**
   * A request was refused. The first of each `kind` in an interval is
   * logged at once (it names what to fix); the rest of that interval are
   * counted and logged as one line when it ends, so a flood of one kind is
   * one line a minute, not one per request.
   */
  refused(
    kind: string,
    status: number,
    reason: string,
    fields?: LogFields,
  ): void;
  /**
   * An enquiry could not be saved (the disk is full, read-only, the server
   * unreachable): counted per kind like refusals, as errors.
   */
  storageFailed(kind: string, detail: string, fix: string): void;
  /**
   * An error that may repeat every few seconds while its cause lasts (the
   * outbox worker on a broken disk): the first of `kind` at once, the rest
   * of the interval as one line.
   */
  errorOnce(kind: string, message: string, fields?: LogFields): void;
  /** Something that had failed works again. */
  recovered(what: string, fields?: LogFields): void;
  /** Logs the counted refusals now (at stop, and in tests). */
  flush(): void;
};

/** How long repeats of one kind of refusal are counted before one line. */
export const REFUSAL_INTERVAL_MS = 60_000;

export type LeadsLogOptions = {
  format?: LogFormat;
  /** Where info lines go (stdout unless told). */
  out?: DestinationStream;
  /** Where warnings and errors go (stderr unless told). */
  err?: DestinationStream;
  refusalIntervalMs?: number;
};

/** Options for the readable form: one line, ISO time in UTC, no colour. */
const PRETTY = {
  colorize: false,
  singleLine: true,
  translateTime: "UTC:yyyy-mm-dd'T'HH:MM:ss.l'Z'",
  ignore: "pid,hostname,event",
};

function stream(
  format: LogFormat,
  destination: number | DestinationStream,
): DestinationStream {
  const target =
    typeof destination === "number"
      ? pino.destination({ dest: destination, sync: true })
      : destination;
  if (format === "json") return target;
  // pino-pretty's formatter in this process, synchronously: no worker
  // thread, and a line written before an exit is never lost.
  const prettify = prettyFactory(PRETTY);
  return { write: (line: string) => target.write(prettify(line)) };
}

function pinoLogger(options: LeadsLogOptions): Logger {
  const format = options.format ?? "pretty";
  return pino(
    {
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      ...(format === "json"
        ? { formatters: { level: (label: string) => ({ level: label }) } }
        : {}),
    },
    pino.multistream(
      [
        { level: "info", stream: stream(format, options.out ?? 1) },
        { level: "warn", stream: stream(format, options.err ?? 2) },
      ],
      { dedupe: true },
    ),
  );
}

export function createLeadsLog(options: LeadsLogOptions = {}): LeadsLog {
  const logger = pinoLogger(options);
  const intervalMs = options.refusalIntervalMs ?? REFUSAL_INTERVAL_MS;
  /** Repeats counted since the first of their kind was logged. */
  const counted = new Map<
    string,
    { line: string; repeats: number; fields: LogFields; timer: NodeJS.Timeout }
  >();

  const info = (message: string, fields: LogFields = {}) =>
    logger.info(fields, message);
  const warn = (message: string, fields: LogFields = {}) =>
    logger.warn(fields, message);
  const error = (message: string, fields: LogFields = {}) =>
    logger.error(fields, message);

  function summarise(key: string) {
    const entry = counted.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    counted.delete(key);
    if (entry.repeats === 0) return;
    const write = entry.fields.event === "refused" ? warn : error;
    write(
      `${entry.repeats} more in the last ${Math.round(intervalMs / 1000)} s: ${entry.line}`,
      { ...entry.fields, repeats: entry.repeats },
    );
  }

  /**
   * Logs the first of a kind at once; counts the rest of the interval and
   * logs them as one line when it ends.
   */
  function once(
    key: string,
    write: (message: string, fields?: LogFields) => void,
    line: string,
    fields: LogFields,
  ) {
    const entry = counted.get(key);
    if (entry) {
      entry.repeats++;
      return;
    }
    write(line, fields);
    const timer = setTimeout(() => summarise(key), intervalMs);
    timer.unref();
    counted.set(key, { line, repeats: 0, fields, timer });
  }

  return {
    info,
    warn,
    error,
    started(settings) {
      info("lead service started", { event: "started", ...settings });
    },
    accepted(id, fields = {}) {
      info("enquiry accepted", { event: "accepted", id, ...fields });
    },
    notificationSent(channel, leadId, attempts) {
      if (attempts > 1) {
        info(
          `${channel} notification sent after ${attempts} attempts: recovered`,
          { event: "recovered", channel, id: leadId, attempts },
        );
      } else {
        info(`${channel} notification sent`, {
          event: "sent",
          channel,
          id: leadId,
        });
      }
    },
    notificationFailed(channel, leadId, attempts, reason, nextAttemptAt) {
      error(
        `${channel} notification failed (attempt ${attempts}): ${reason}; next attempt at ${new Date(nextAttemptAt).toISOString()}`,
        {
          event: "notification-failed",
          channel,
          id: leadId,
          attempts,
          nextAttemptAt: new Date(nextAttemptAt).toISOString(),
        },
      );
    },
    refused(kind, status, reason, fields = {}) {
      once(`refused:${kind}`, warn, `refused ${status} (${kind}): ${reason}`, {
        event: "refused",
        kind,
        status,
        ...fields,
      });
    },
    errorOnce(kind, message, fields = {}) {
      once(`error:${kind}`, error, message, { event: kind, ...fields });
    },
    storageFailed(kind, detail, fix) {
      once(
        `storage:${kind}`,
        error,
        `could not save an enquiry (${kind}): ${detail}: ${fix}`,
        { event: "not-saved", kind },
      );
    },
    recovered(what, fields = {}) {
      info(`recovered: ${what}`, { event: "recovered", ...fields });
    },
    flush() {
      for (const kind of [...counted.keys()]) summarise(kind);
    },
  };
}

/** Masks the password in a URL: `smtp://studio:***@host:587`. */
export function maskUrl(value: string | undefined): string | undefined {
  if (!value) return value;
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(not a URL)";
  }
}

/** A URL whose path may itself be the secret (a chat webhook): origin only. */
export function urlOrigin(value: string | undefined): string | undefined {
  if (!value) return value;
  try {
    const url = new URL(value);
    return url.pathname === "/" && !url.search
      ? url.origin
      : `${url.origin}/***`;
  } catch {
    return "(not a URL)";
  }
}

/** A secret as the log may show it: whether it is set, never its value. */
export const secretState = (value: string | undefined) =>
  value ? "set" : "unset";
