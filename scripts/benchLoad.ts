/**
 * What the lead service's benchmarks share: visitors' addresses behind the
 * trusted proxy, a post as a browser on the site sends it, percentiles,
 * the home page's latency to the last byte, and a flood run in its own
 * low-priority process.
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

/** How many clients a flood has, and for how long (FLOOD_SECONDS) it runs. */
export const FLOODERS = 200;
export const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
/** How many times `GET /` is timed with no flood (PAGE_SAMPLES). */
const PAGE_SAMPLES = Number(process.env.PAGE_SAMPLES ?? 500);

/**
 * A new address at each call, below `prefix` (`"10"`, `"172.16"`): what a
 * trusted proxy's X-Forwarded-For names, one per client.
 */
export function addresses(prefix: string): () => string {
  const free = 4 - prefix.split(".").length;
  let counter = 0;
  return () => {
    counter++;
    const octets = Array.from(
      { length: free },
      (_, index) => (counter >> (8 * (free - 1 - index))) & 255,
    );
    return [prefix, ...octets].join(".");
  };
}

/** A post to `origin` + `path` as the site's own page sends it, from `from`. */
export function post(
  origin: string,
  path: string,
  body: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "X-Forwarded-For": from,
      ...headers,
    },
    body,
  });
}

/** The same, with `body` as JSON. */
export const postJson = (
  origin: string,
  path: string,
  body: unknown,
  from: string,
) => post(origin, path, JSON.stringify(body), from);

/** A real enquiry's fields, number `index`, saying `message`. */
export const enquiry = (index: number, message: string) =>
  JSON.stringify({
    name: `Bench Visitor ${index}`,
    email: `visitor${index}@example.in`,
    message,
    key: crypto.randomUUID(),
    elapsedMs: 20_000,
  });

/** The value at percentile `p` (0 to 100) of `values`. */
export function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[
      Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
    ] ?? NaN
  );
}

/**
 * `GET /` one at a time, as a visitor's browser would, timed to the last
 * byte: `samples` times, or until `until` says stop. Sorted.
 */
async function pageLatencies(
  origin: string,
  samples: number,
  until?: () => boolean,
) {
  const times: number[] = [];
  for (let index = 0; index < samples && (until ? !until() : true); index++) {
    const start = performance.now();
    const response = await fetch(`${origin}/`, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Runs the flood `script` (a file beside this one) against `origin` in its
 * own process at the lowest priority, FLOODERS clients for FLOOD_SECONDS: an attacker's clients run on their
 * machines, not ours, so the flooder gets the CPU only when the server and
 * the measuring client leave it idle. Resolves once it floods; `isOver`
 * says when it has ended, and `result` is the line of JSON it ends with.
 */
async function startFlood<Result>(script: string, origin: string) {
  const flooder = spawn(
    process.execPath,
    ["--import", "tsx", `${import.meta.dirname}/${script}`],
    {
      env: {
        ...process.env,
        FLOOD_ORIGIN: origin,
        FLOODERS: String(FLOODERS),
        FLOOD_SECONDS: String(FLOOD_SECONDS),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (flooder.pid) setPriority(flooder.pid, 19);
  let output = "";
  let isOver = false;
  const ended = new Promise<void>((resolve) =>
    flooder.once("exit", () => {
      isOver = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve) => {
    flooder.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("flooding")) resolve();
    });
  });
  return {
    isOver: () => isOver,
    result: (fallback: Result) =>
      ended.then(
        () =>
          JSON.parse(
            /\{.*\}/.exec(output)?.[0] ?? JSON.stringify(fallback),
          ) as Result,
      ),
  };
}

/**
 * `GET /`'s latency alone (PAGE_SAMPLES times), then from a second into
 * the flood `script` (at full strength) until it ends, with `during` run
 * beside that; `beforeFlood` runs between the two. Returns both, sorted,
 * and the flood's result (`fallback` if it printed none).
 */
export async function pagesUnderFlood<Result>(
  origin: string,
  script: string,
  fallback: Result,
  {
    beforeFlood,
    during,
  }: {
    beforeFlood?: () => Promise<unknown>;
    during?: (isOver: () => boolean) => Promise<unknown>;
  } = {},
) {
  const quiet = await pageLatencies(origin, PAGE_SAMPLES);
  await beforeFlood?.();
  const flood = await startFlood<Result>(script, origin);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const beside = during?.(flood.isOver);
  const flooded = await pageLatencies(
    origin,
    Number.MAX_SAFE_INTEGER,
    flood.isOver,
  );
  const [result] = await Promise.all([flood.result(fallback), beside]);
  return { quiet, flooded, result };
}

/**
 * The flood's own side: says "flooding", then `flooders` clients call
 * `send` back to back for `seconds` (with the client's number and how many
 * times it has sent before); returns how many sends failed to connect.
 */
export async function flood(
  flooders: number,
  seconds: number,
  send: (worker: number, round: number) => Promise<void>,
) {
  let errors = 0;
  const ends = Date.now() + seconds * 1000;
  console.log("flooding");
  await Promise.all(
    Array.from({ length: flooders }, async (_, worker) => {
      for (let round = 0; Date.now() < ends; round++) {
        try {
          await send(worker, round);
        } catch {
          errors++;
        }
      }
    }),
  );
  return errors;
}
