import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  mkdtempSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";
import { DEFAULTS, type LeadsConfig } from "../../server/leads/core/config";
import { createLeadsLog, type LogFormat } from "../../server/leads/core/log";
import { smtpTransport } from "../../server/leads/notify/mailer";
import { migrations } from "../../server/leads/storage/migrations/index";
import type { SqliteFile } from "../../server/leads/storage/sqlite";
import {
  openDatabase,
  startLeadsService,
} from "../../server/leads/host/service";

/** Test support: a real SQLite file, a real SMTP server, the real app. */

export type Mail = {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
};

export { freePort } from "../../scripts/freePort";

/**
 * An SMTP server on loopback that keeps every message it accepts. With
 * `hold`, it takes a message's data and never answers, like a mail server
 * that hangs mid-send.
 */
export async function startSmtp({
  port = 0,
  hold = false,
  password,
}: {
  port?: number;
  hold?: boolean;
  /** Require a login with this password (user "studio"), as a real provider does. */
  password?: string;
} = {}) {
  const mails: Mail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: password === undefined,
    allowInsecureAuth: password !== undefined,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Stopping drops clients still connected (a pooled transport) at once.
    closeTimeout: 50,
    onAuth(auth, _session, callback) {
      if (
        password !== undefined &&
        (auth.username !== "studio" || auth.password !== password)
      ) {
        callback(new Error("Invalid username or password"));
        return;
      }
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
    acksPerDay: DEFAULTS.acksPerDay,
    ceiling: { ...DEFAULTS.ceiling },
    webhookSecret: TEST_WEBHOOK_SECRET,
    ...overrides,
  };
}

/** A Standard Webhooks key for the tests (`whsec_` and 32 bytes, base64). */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("a test webhook key, 32 bytes long").toString("base64")}`;

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
    // Behind a trusted proxy the socket's peer is the proxy, on this machine.
    address = config.trustProxy ? "127.0.0.1" : "203.0.113.7",
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

type AppLike = {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
};

/** A JSON POST to the contact endpoint, from our own page unless told. */
export function postJson(
  app: AppLike,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A form posted without JavaScript to the contact endpoint, from our own page unless told. */
export function postForm(
  app: AppLike,
  query: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.request(`/api/contact${query}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in to the inbox: the answer, and the session cookie it set. */
export async function studioSignIn(app: AppLike, password: string) {
  const response = await app.request("/studio/sign-in", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
    },
    body: new URLSearchParams({ password }).toString(),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { response, cookie };
}

/**
 * Signs in (which must succeed) and reads the inbox: the session cookie,
 * the page, and the CSRF token a change must carry (which must be there).
 */
export async function inboxSession(app: AppLike, password: string) {
  const { response, cookie } = await studioSignIn(app, password);
  expect(response.status).toBe(303);
  const inbox = await app.request("/studio", { headers: { Cookie: cookie } });
  const page = await inbox.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
  expect(csrf).not.toBe("");
  return { cookie, page, csrf };
}

/** Signs in to the inbox; gives back a reader of its pages, as text. */
export async function signedIn(app: AppLike, password: string) {
  const { cookie } = await studioSignIn(app, password);
  return async (path: string) => {
    const page = await app.request(path, { headers: { Cookie: cookie } });
    return page.text();
  };
}

export async function count(
  db: { execute: (sql: string) => Promise<{ rows: unknown[] }> },
  table: string,
) {
  const result = await db.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number((result.rows[0] as { n: number }).n);
}

/**
 * Every byte of the SQLite file at `databasePath` and of its WAL and
 * shared-memory files, as text: what an erased enquiry's words must be
 * gone from.
 */
export function databaseFilesText(databasePath: string) {
  return ["", "-wal", "-shm"]
    .map((suffix) => `${databasePath}${suffix}`)
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString("latin1"))
    .join("");
}

/**
 * Builds the schema in `db` as the migrations up to `version` left it,
 * recorded as `migrate()` records them: a database an older release wrote.
 */
export async function migratedTo(db: SqliteFile, version: number) {
  await db.execute(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
  );
  for (const migration of migrations) {
    if (migration.version > version) continue;
    await db.batch([
      ...migration.statements,
      {
        sql: "INSERT INTO schema_migrations VALUES (?, 0)",
        args: [migration.version],
      },
    ]);
  }
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

export type Standalone = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
  /** The port it listens on, once it does (rejects if it exits first). */
  port: Promise<number>;
  stop: () => Promise<void>;
};

let compiled: Promise<string> | undefined;
const compiledDirs: string[] = [];
const STANDALONE = join(
  import.meta.dirname,
  "..",
  "..",
  "server/leads/host/standalone.ts",
);

/**
 * `server/leads/host/standalone.ts` compiled as the build compiles the server (one plain
 * JavaScript file run by Node alone), once per test file: a process then
 * starts in a fraction of a second instead of several through tsx.
 * Removed again by `removeCompiled` (the `standaloneScript` fixture does both).
 */
export function compileStandalone(): Promise<string> {
  compiled ??= (async () => {
    const { buildServer } = await import("../../scripts/buildServer");
    const dir = mkdtempSync(
      join(import.meta.dirname, "..", "..", "build-test-leads-"),
    );
    compiledDirs.push(dir);
    await buildServer(dir, STANDALONE);
    return join(dir, "standalone.js");
  })();
  return compiled;
}

export function removeCompiled() {
  for (const dir of compiledDirs.splice(0))
    rmSync(dir, { recursive: true, force: true });
  compiled = undefined;
}

/**
 * The lead service alone in its own process (`standalone.ts`, as `npm
 * start` runs it), on a free port, with exactly the environment given;
 * compiled first with `compileStandalone` (else through tsx).
 */
export function runStandalone(
  env: Record<string, string>,
  script?: string,
): Standalone {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(LEADS_|STUDIO_PASSWORD)/.test(name),
    ),
  );
  const child = spawn(
    process.execPath,
    script ? [script] : ["--import", "tsx", STANDALONE],
    {
      env: { ...clean, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exited.then((code) =>
      reject(new Error(`the service exited with ${code}: ${output}`)),
    );
  });
  port.catch(() => {});
  return {
    child,
    output: () => output,
    exited,
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs a mount command as root: directly, or through passwordless sudo. */
function asRoot(args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const result = isRoot
    ? spawnSync(args[0] ?? "", args.slice(1), { encoding: "utf8" })
    : spawnSync("sudo", ["-n", ...args], { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `"${args.join(" ")}" failed (${(result.stderr || String(result.error ?? "")).trim()}): these tests mount a small tmpfs to fill a disk or make it read-only, and need root or passwordless sudo (CI runs as root)`,
    );
  }
}

/**
 * A real, tiny disk: a tmpfs of `sizeKb` mounted on a new folder, which a
 * test can fill up or turn read-only under a running service.
 */
export function tinyDisk(sizeKb: number) {
  const dir = mkdtempSync(join(tmpdir(), "leads-disk-"));
  asRoot([
    "mount",
    "-t",
    "tmpfs",
    "-o",
    `size=${sizeKb}k,mode=0777`,
    "tmpfs",
    dir,
  ]);
  return {
    dir,
    readOnly: () => asRoot(["mount", "-o", "remount,ro", dir]),
    writable: () => asRoot(["mount", "-o", "remount,rw", dir]),
    remove() {
      asRoot(["umount", "-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A disk that fails while in use, as a real one does: a small ext4 image on
 * a loop device, mounted with errors=remount-ro, then told to report an
 * error (ext4's trigger_fs_error), after which the kernel makes it
 * read-only under the running service.
 */
export function failingDisk(sizeMb = 8) {
  const dir = mkdtempSync(join(tmpdir(), "leads-ext4-"));
  const image = join(dir, "disk.img");
  const mountPoint = join(dir, "mnt");
  mkdirSync(mountPoint);
  writeFileSync(image, "");
  truncateSync(image, sizeMb * 1024 * 1024);
  asRoot(["mkfs.ext4", "-q", "-F", image]);
  const loop = spawnSync(
    process.getuid?.() === 0 ? "losetup" : "sudo",
    [
      ...(process.getuid?.() === 0 ? [] : ["-n", "losetup"]),
      "-f",
      "--show",
      image,
    ],
    { encoding: "utf8" },
  );
  const device = loop.stdout.trim();
  if (loop.status !== 0 || !device) {
    throw new Error(
      `losetup failed (${loop.stderr.trim()}): this test needs root (or passwordless sudo) and loop devices`,
    );
  }
  asRoot(["blockdev", "--setrw", device]);
  asRoot(["mount", "-o", "errors=remount-ro", device, mountPoint]);
  asRoot(["chmod", "0777", mountPoint]);
  return {
    dir: mountPoint,
    /** The disk reports an error: ext4 turns it read-only at once. */
    fail() {
      asRoot([
        "sh",
        "-c",
        `echo "test: the disk fails" > /sys/fs/ext4/${device.replace("/dev/", "")}/trigger_fs_error`,
      ]);
    },
    remove() {
      asRoot(["umount", "-l", mountPoint]);
      asRoot(["losetup", "-d", device]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
