import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";

/*
 * Test support: clients of the real server (the `serve` fixture's), as
 * visitors and attackers are: raw sockets, timed requests, requests from
 * another process, and the server's memory.
 */

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

export { percentile } from "../../scripts/benchLoad";

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

/**
 * Signs in to the inbox of the real server at `origin`, as its own page
 * does; the answer itself (a 303 and the cookies when the password is
 * right), not followed.
 */
export function signInTo(
  origin: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${origin}/studio/sign-in`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...headers,
    },
    body: new URLSearchParams({ password }).toString(),
    redirect: "manual",
  });
}
