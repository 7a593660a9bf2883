import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, unlinkSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../buildServer";
import { makeBuild, portOf, request } from "./testServer";

const root = join(import.meta.dirname, "..", "..");
const builds: string[] = [];
const children: ChildProcess[] = [];

/** A complete build with its compiled server, as `npm run build` leaves it. */
async function makeCompiledBuild() {
  const build = makeBuild();
  builds.push(build.buildDir);
  await buildServer(join(build.buildDir, "server"));
  return build;
}

type Run = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** `npm start` (or the compiled server itself) in its own process. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Run {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) =>
    child.on("exit", (code) => done(code)),
  );
  return { child, output: () => output, exited };
}

async function listeningPort(started: Run): Promise<number> {
  let port = 0;
  await expect
    .poll(
      () => {
        const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output());
        port = match ? Number(match[1]) : 0;
        return port;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return port;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });
}

/** The process ids below `pid` (Linux). */
function descendants(pid: number): number[] {
  const path = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(path)) return [];
  const ids = readFileSync(path, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return ids.flatMap((id) => [id, ...descendants(id)]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Connections a stopping server cannot simply wait for. */
function openSlowClients(port: number): Socket[] {
  const sockets: Socket[] = [];
  const open = (first: string) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(first));
    socket.on("error", () => {});
    sockets.push(socket);
    return socket;
  };
  // Headers begun and never finished.
  for (let i = 0; i < 5; i++) open("GET / HTTP/1.1\r\nHost: x\r\n");
  // A large download that the client stops reading.
  for (let i = 0; i < 3; i++) {
    open("GET /assets/big-abc123.bin HTTP/1.1\r\nHost: x\r\n\r\n").pause();
  }
  // An idle keep-alive connection.
  open("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  return sockets;
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of builds) rmSync(dir, { recursive: true, force: true });
});

let build: { buildDir: string; clientDir: string };
beforeAll(async () => {
  build = await makeCompiledBuild();
}, 60_000);

describe("npm start", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops within 5 s on ${signal} with slow and busy clients, freeing the port`, async () => {
      const started = run("npm", ["start", "--silent"], {
        BUILD_DIR: build.buildDir,
        PORT: "0",
      });
      const port = await listeningPort(started);
      expect((await request(port, "/")).status).toBe(200);
      const tree = descendants(started.child.pid ?? 0);
      expect(tree.length).toBeGreaterThan(0);

      const sockets = openSlowClients(port);
      await expect
        .poll(() => sockets.every((socket) => !socket.connecting))
        .toBe(true);

      const stoppedAt = Date.now();
      started.child.kill(signal);
      await started.exited;
      await expect.poll(() => isPortFree(port), { timeout: 5_000 }).toBe(true);
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
      // No process of the tree is left behind.
      await expect
        .poll(() => tree.filter(isAlive), { timeout: 1_000 })
        .toEqual([]);
      for (const socket of sockets) socket.destroy();
    }, 40_000);
  }
});

describe("refusing to start", () => {
  const server = (env: Record<string, string>) =>
    run(process.execPath, [join(build.buildDir, "server", "serve.js")], {
      BUILD_DIR: build.buildDir,
      PORT: "0",
      ...env,
    });

  /** The one line printed (no stack trace) by a server that exited with 1. */
  async function refusal(started: Run): Promise<string> {
    const code = await started.exited;
    const lines = started.output().trim().split("\n");
    return lines.length === 1 && code === 1
      ? (lines[0] ?? "")
      : started.output();
  }

  it("says when the port is taken", async () => {
    const holder: Server = createServer();
    await new Promise<void>((done) => holder.listen(0, "127.0.0.1", done));
    const port = portOf(holder.address());
    try {
      expect(await refusal(server({ PORT: String(port) }))).toMatch(
        /^Port \d+ is already in use[^\n]*$/,
      );
    } finally {
      holder.close();
    }
  });

  for (const port of ["abc", "70000", "-1", "3.5"]) {
    it(`says when the port is invalid (${port})`, async () => {
      expect(await refusal(server({ PORT: port }))).toMatch(
        /^PORT must be a whole number[^\n]*$/,
      );
    });
  }

  for (const file of ["index.html", "_headers", "__spa-fallback.html"]) {
    it(`says when the build has no ${file}`, async () => {
      const incomplete = makeBuild();
      builds.push(incomplete.buildDir);
      unlinkSync(join(incomplete.clientDir, file));
      const started = run(
        process.execPath,
        [join(build.buildDir, "server", "serve.js")],
        {
          BUILD_DIR: incomplete.buildDir,
          PORT: "0",
        },
      );
      expect(await refusal(started)).toMatch(
        new RegExp(
          `^The build [^\\n]* is incomplete \\(missing ${file.replace(".", "\\.")}\\)[^\\n]*$`,
        ),
      );
    });
  }
});
