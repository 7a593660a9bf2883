import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { makeBuild } from "../../scripts/server/testServer";
import { tempDir } from "./testing";

/*
 * Test support: the real server (`scripts/serve.ts`, what `npm start`
 * runs) in its own process, with the lead service on over a real SQLite
 * file, serving a small build whose home page is the size of the real one.
 */

const root = join(import.meta.dirname, "..", "..");

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

const HOME_PAGE = `<!doctype html><html lang="en"><head><title>Home</title></head><body>
<main>${"<p>Websites and social media for small businesses in New Delhi.</p>".repeat(900)}
<form data-lead-form><input name="name"><input name="email"><textarea name="message"></textarea></form></main>
</body></html>`;

/** A small build for the real server; remove `buildDir` when done. */
export function makeSiteBuild() {
  const build = makeBuild();
  writeFileSync(join(build.clientDir, "index.html"), HOME_PAGE);
  return {
    ...build,
    remove: () => rmSync(build.buildDir, { recursive: true, force: true }),
  };
}

export async function startRealServer({
  buildDir,
  env,
}: {
  buildDir: string;
  env: Record<string, string>;
}): Promise<RealServer> {
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

/**
 * The real server for each test of the file (or describe) that calls this:
 * before each test, a temporary folder and a small build; `serve(env)`
 * starts the server over `databasePath()` in that folder, with `baseEnv`
 * under `env`; after each test, whatever was handed to `cleanup` (each
 * server `serve` started among it) is undone, last first, then the folder
 * and the build are removed.
 */
export function realServerPerTest(baseEnv: Record<string, string> = {}) {
  let temp: ReturnType<typeof tempDir> | undefined;
  let build: ReturnType<typeof makeSiteBuild> | undefined;
  const cleanups: (() => unknown)[] = [];
  beforeEach(() => {
    temp = tempDir();
    build = makeSiteBuild();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    build?.remove();
    temp?.remove();
  });
  const current = () => {
    if (!temp || !build) throw new Error("realServerPerTest: not in a test");
    return { dir: temp.dir, buildDir: build.buildDir };
  };
  const databasePath = () => join(current().dir, "leads.db");
  return {
    /** The test's temporary folder. */
    dir: () => current().dir,
    databasePath,
    /** Undone after the test, after everything handed in later. */
    cleanup(undo: () => unknown) {
      cleanups.push(undo);
    },
    async serve(env: Record<string, string> = {}) {
      const server = await startRealServer({
        buildDir: current().buildDir,
        env: {
          LEADS_DATABASE_URL: `file:${databasePath()}`,
          ...baseEnv,
          ...env,
        },
      });
      cleanups.push(() => server.stop());
      return server;
    },
  };
}

/** The server's resident memory now, in MB (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** A raw connection, for clients no HTTP library would be: slow, or gone. */
export function rawConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  let isClosed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      isClosed = true;
      resolve();
    }),
  );
  const connected = new Promise<void>((resolve) =>
    socket.once("connect", () => resolve()),
  );
  return {
    socket,
    connected,
    closed,
    received: () => received,
    isClosed: () => isClosed,
    write: (text: string | Buffer) =>
      !isClosed && !socket.destroyed ? socket.write(text) : false,
  };
}

export type Timed = { status: number; ms: number; body: string };

/** A request with fetch, timed to its last byte; never throws. */
export async function timedFetch(
  url: string,
  init: RequestInit = {},
): Promise<Timed> {
  const start = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    return { status: response.status, ms: performance.now() - start, body };
  } catch (error) {
    return {
      status: 0,
      ms: performance.now() - start,
      body: String(error),
    };
  }
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[
      Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
    ] ?? NaN
  );
}

/** `GET /` one at a time until `isDone`, as a visitor's browser would. */
export async function pageLatencies(origin: string, isDone: () => boolean) {
  const times: number[] = [];
  const statuses: number[] = [];
  while (!isDone()) {
    const answer = await timedFetch(`${origin}/`, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    times.push(answer.ms);
    statuses.push(answer.status);
  }
  return { times, statuses };
}

export type AttackRequest = {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

/**
 * Sends `requests` from another process, `concurrency` at a time, as an
 * attacker's own machine would (sharing this process's event loop would
 * measure the test's client, not the server). Resolves with the statuses.
 */
export function attackFromAnotherProcess(
  origin: string,
  requests: AttackRequest[],
  concurrency = 20,
): Promise<number[]> {
  const code = `
    const { origin, requests, concurrency } = JSON.parse(process.argv[1]);
    const statuses = [];
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const { path, method = "POST", headers = {}, body } = requests[next++];
        try {
          const response = await fetch(origin + path, { method, headers, body, redirect: "manual" });
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch {
          statuses.push(0);
        }
      }
    }));
    console.log(JSON.stringify(statuses));
  `;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      code,
      JSON.stringify({ origin, requests, concurrency }),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as number[])
        : reject(new Error(`the attacker exited with ${code}`)),
    ),
  );
}
