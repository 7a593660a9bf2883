import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";
import { DEFAULTS, type LeadsConfig } from "./config";
import { createLeadsLog, type LogFormat } from "./log";
import { smtpTransport } from "./mailer";
import { openDatabase, startLeadsService } from "./service";

/** Test support: a real SQLite file, a real SMTP server, the real app. */

export type Mail = {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
};

/** A free TCP port on loopback, closed again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * An SMTP server on loopback that keeps every message it accepts. With
 * `hold`, it takes a message's data and never answers, like a mail server
 * that hangs mid-send.
 */
export async function startSmtp({ port = 0, hold = false } = {}) {
  const mails: Mail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Stopping drops clients still connected (a pooled transport) at once.
    closeTimeout: 50,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "studio" });
    },
    onData(stream, session, callback) {
      attempts++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (hold) return;
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
        });
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  const address = server.server.address() as AddressInfo;
  return {
    mails,
    port: address.port,
    url: `smtp://studio:secret@127.0.0.1:${address.port}`,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function testConfig(
  dir: string,
  overrides: Partial<LeadsConfig> = {},
): LeadsConfig {
  return {
    databaseUrl: `file:${join(dir, "leads.db")}`,
    notifyTo: "studio@example.in",
    notifyFrom: "site@example.in",
    studioPassword: "correct horse battery staple",
    retentionDays: DEFAULTS.retentionDays,
    trustProxy: false,
    minFillMs: DEFAULTS.minFillMs,
    perMinute: DEFAULTS.perMinute,
    perDay: DEFAULTS.perDay,
    retryBaseMs: 200,
    ceiling: { ...DEFAULTS.ceiling },
    ...overrides,
  };
}

/**
 * A real logger whose lines a test reads instead of the terminal (and
 * hands to `onLine` as they come, if given).
 */
export function captureLog(
  format: LogFormat = "pretty",
  onLine: (line: string) => void = () => {},
) {
  const lines: string[] = [];
  const sink = {
    write(chunk: string) {
      for (const line of chunk.split("\n").filter(Boolean)) {
        lines.push(line);
        onLine(line);
      }
    },
  };
  return {
    log: createLeadsLog({ format, out: sink, err: sink }),
    lines,
    /** Every line so far, one per line. */
    text: () => lines.join("\n"),
  };
}

/** The service as `npm start` runs it, in this process. */
export async function startTestService(
  config: LeadsConfig,
  {
    address = "203.0.113.7",
    now,
    log = () => {},
  }: {
    address?: string;
    now?: () => number;
    /** Receives the service's log lines (dropped unless given). */
    log?: (line: string) => void;
  } = {},
) {
  const db = await openDatabase(config);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const logged = captureLog("pretty", log);
  const service = await startLeadsService({
    config,
    db,
    transport,
    remoteAddress: () => address,
    now,
    log: logged.log,
  });
  return {
    ...service,
    db,
    logged,
    async close() {
      await service.stop();
      transport?.close();
      db.close();
    },
  };
}

export const ORIGIN = "http://localhost";

let counter = 0;
export function enquiry(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    name: `Priya Sharma ${counter}`,
    email: `priya${counter}@example.in`,
    message: `A booking site for our clinic, enquiry ${counter}.`,
    key: crypto.randomUUID(),
    elapsedMs: 12_000,
    ...overrides,
  };
}

/** A JSON POST to the contact endpoint, from our own page unless told. */
export function postJson(
  app: {
    request: (path: string, init: RequestInit) => Response | Promise<Response>;
  },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function count(
  db: { execute: (sql: string) => Promise<{ rows: unknown[] }> },
  table: string,
) {
  const result = await db.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number((result.rows[0] as { n: number }).n);
}

/** Polls until `check` passes: waits for a state, not a duration. */
export async function eventually(
  check: () => unknown | Promise<unknown>,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export { expect };
