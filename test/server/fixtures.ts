import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test as base } from "vitest";
import type { LeadsConfig } from "../../server/leads/core/config";
import {
  openSqliteFile,
  type SqliteFile,
} from "../../server/leads/storage/sqlite";
import { makeBuild } from "../../scripts/server/testServer";
import {
  compileStandalone,
  removeCompiled,
  runStandalone,
  type Standalone,
  startSmtp,
  startTestService,
  tempDir,
  testConfig,
} from "./testing";

/*
 * The lead service's tests' set-up as Vitest fixtures: a test names what
 * it needs (`async ({ smtp, start }) => …`), gets it fresh, and everything
 * it started is stopped and removed after it, in reverse order, whether it
 * passed or not.
 *
 * Two ways to run the service: `start` runs it in the test's own process
 * (its `app.request` needs no network); `serve` runs the real server
 * (`scripts/serve.ts`, what `npm start` runs) in its own process, serving
 * a small build whose home page is the size of the real one.
 */

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
export type Service = Awaited<ReturnType<typeof startTestService>>;
type ServiceOptions = Parameters<typeof startTestService>[1];

export type RealServer = {
  port: number;
  origin: string;
  pid: number;
  /** Everything the server wrote to stderr and stdout, as lines. */
  lines: () => string[];
  /** Stops it with SIGTERM (a clean stop) and waits for the exit. */
  stop: () => Promise<void>;
  child: ChildProcess;
};

export type LeadFixtures = {
  /** A fresh temporary folder (the database's). */
  temp: ReturnType<typeof tempDir>;
  /**
   * Undoes `undo` after the test, last handed in first, before the
   * servers and the folder go (a proxy in front, a timer, a client).
   */
  defer: (undo: () => unknown) => void;
  /** A real SMTP server that keeps every message. */
  smtp: Smtp;
  /** Settings under every `start`'s own (a file extends the test to set them). */
  serviceConfig: Partial<LeadsConfig>;
  /**
   * Starts the service as `npm start` runs it, over a fresh SQLite file in
   * `temp`; stopped after the test.
   */
  start: Start;
  /** The same, e-mailing through `smtp` unless `overrides` say otherwise. */
  startWithSmtp: Start;
  /** The SQLite file in `temp` that `start` and `serve` use. */
  databasePath: string;
  /** `databasePath` opened as the service opens it; closed after the test. */
  sqlite: SqliteFile;
  /** The small build `serve` serves; removed after the test. */
  siteBuild: string;
  /** Environment under every `serve`'s own (a file extends the test to set it). */
  serverEnv: Record<string, string>;
  /** Starts the real server over `databasePath`; stopped after the test. */
  serve: Serve;
  /** The same, e-mailing the studio through `smtp`. */
  serveWithSmtp: Serve;
  /** `standalone.ts` compiled once for the file, as the build compiles it. */
  standaloneScript: string;
  /**
   * The lead service alone in its own process, with exactly `env` (see
   * `runStandalone`); stopped after the test.
   */
  runService: (env: Record<string, string>) => Standalone;
};

type Serve = (env?: Record<string, string>) => Promise<RealServer>;

type Start = (
  overrides?: Partial<LeadsConfig>,
  options?: ServiceOptions,
) => Promise<Service>;

const root = join(import.meta.dirname, "..", "..");

/** Starts services over `dir` while the test runs; stops them after it. */
async function serviceStarter(
  dir: string,
  defaults: Partial<LeadsConfig>,
  use: (start: Start) => Promise<void>,
) {
  const started: Service[] = [];
  await use(async (overrides = {}, options = {}) => {
    const service = await startTestService(
      testConfig(dir, { ...defaults, ...overrides }),
      options,
    );
    started.push(service);
    return service;
  });
  for (const service of started.reverse()) await service.close();
}

const HOME_PAGE = `<!doctype html><html lang="en"><head><title>Home</title></head><body>
<main>${"<p>Websites and social media for small businesses in New Delhi.</p>".repeat(900)}
<form data-lead-form><input name="name"><input name="email"><textarea name="message"></textarea></form></main>
</body></html>`;

/** `scripts/serve.ts` in its own process, on a port it chooses. */
async function startRealServer(
  buildDir: string,
  env: Record<string, string>,
): Promise<RealServer> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(root, "scripts", "serve.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: "0",
        BUILD_DIR: buildDir,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited:\n${output}`));
    });
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    lines: () => output.split("\n").filter(Boolean),
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
      }
      await exited;
    },
  };
}

export const test = base.extend<LeadFixtures>({
  // Vitest reads a fixture's dependencies from its first parameter's
  // pattern, so one without any takes an empty one.
  // eslint-disable-next-line no-empty-pattern
  temp: async ({}, use) => {
    const temp = tempDir();
    await use(temp);
    temp.remove();
  },
  // After the folder is made, so that what it undoes goes before the
  // folder is removed.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  defer: async ({ temp: _temp }, use) => {
    const undos: (() => unknown)[] = [];
    await use((undo) => undos.push(undo));
    for (const undo of undos.reverse()) await undo();
  },
  // eslint-disable-next-line no-empty-pattern
  smtp: async ({}, use) => {
    const smtp = await startSmtp();
    await use(smtp);
    await smtp.close();
  },
  serviceConfig: {},
  start: ({ temp, serviceConfig }, use) =>
    serviceStarter(temp.dir, serviceConfig, use),
  startWithSmtp: ({ temp, smtp, serviceConfig }, use) =>
    serviceStarter(temp.dir, { smtpUrl: smtp.url, ...serviceConfig }, use),
  databasePath: ({ temp }, use) => use(join(temp.dir, "leads.db")),
  sqlite: async ({ databasePath }, use) => {
    const db = openSqliteFile(databasePath);
    await use(db);
    db.close();
  },
  siteBuild: async ({ defer }, use) => {
    const { buildDir, clientDir } = makeBuild();
    // Removed through `defer`: after every server that serves it stops.
    defer(() => rmSync(buildDir, { recursive: true, force: true }));
    writeFileSync(join(clientDir, "index.html"), HOME_PAGE);
    await use(buildDir);
  },
  serverEnv: {},
  serve: async ({ siteBuild, databasePath, serverEnv, defer }, use) => {
    await use(async (env = {}) => {
      const server = await startRealServer(siteBuild, {
        LEADS_DATABASE_URL: `file:${databasePath}`,
        ...serverEnv,
        ...env,
      });
      defer(() => server.stop());
      return server;
    });
  },
  serveWithSmtp: ({ smtp, serve }, use) =>
    use((env = {}) =>
      serve({
        LEADS_SMTP_URL: smtp.url,
        LEADS_NOTIFY_TO: "studio@example.in",
        ...env,
      }),
    ),
  standaloneScript: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await compileStandalone());
      removeCompiled();
    },
    { scope: "file" },
  ],
  runService: ({ standaloneScript, defer }, use) =>
    use((env) => {
      const service = runStandalone(env, standaloneScript);
      defer(() => service.stop());
      return service;
    }),
});

export const it = test;
