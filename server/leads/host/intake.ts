import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BEACON_BYTES, VITALS_PATH } from "../../../app/lib/vitals";

/*
 * How a request gets worked on, in order, for every route of the service:
 *
 * 1. its body, if it has one, is bounded before it is read (Hono's
 *    bodyLimit: 413 past the route's limit, from Content-Length without
 *    reading anything, otherwise without keeping anything past the limit);
 * 2. the whole body must arrive within BODY_DEADLINE_MS (else 408): a slow
 *    or stalled client costs a socket for at most that long, never a place;
 * 3. only then it waits for one of the few places in the work budget,
 *    shared by enquiries, sign-in and the inbox. A client that goes away
 *    while waiting leaves the line at once; past MAX_WAITING waiting, or
 *    after MAX_WAIT_MS in line, the answer is 503 at once.
 */

export const BODY_DEADLINE_MS = 10_000;
/** The limit of a route not listed in BODY_LIMITS. */
export const DEFAULT_BODY_BYTES = 16 * 1024;

/**
 * Each route's largest body, by path (exact, or a prefix ending in `/`).
 * A new route with a body of its own size is one line here.
 */
export const BODY_LIMITS: readonly { path: string; maxBytes: number }[] = [
  // 2,000 characters of Devanagari are 18 KB URL-encoded (9 bytes each)
  // when the form is posted without JavaScript.
  { path: "/api/contact", maxBytes: 32 * 1024 },
  // One page view's speed beacon is about 250 bytes (vitals.ts).
  { path: VITALS_PATH, maxBytes: MAX_BEACON_BYTES },
  { path: "/studio/sign-in", maxBytes: 4 * 1024 },
  { path: "/studio/", maxBytes: 16 * 1024 },
];

export function bodyLimitFor(path: string) {
  const match = BODY_LIMITS.find((limit) =>
    limit.path.endsWith("/")
      ? path.startsWith(limit.path)
      : path === limit.path,
  );
  return match?.maxBytes ?? DEFAULT_BODY_BYTES;
}

export type Refusal = "too-large" | "too-slow" | "busy" | "gone";
export type Refuse = (
  c: Context,
  refusal: Refusal,
) => Response | Promise<Response>;

/** True when the client closed the connection: nobody reads the answer. */
export const isGone = (c: Context) => c.req.raw.signal.aborted;

/** Steps 1 and 2: the body bounded and complete (cached for the route). */
export function intake({
  refuse,
  deadlineMs = BODY_DEADLINE_MS,
  limitFor = bodyLimitFor,
}: {
  refuse: Refuse;
  deadlineMs?: number;
  limitFor?: (path: string) => number;
}): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    let isTooLarge = false;
    const limit = bodyLimit({
      maxSize: limitFor(c.req.path),
      onError: (context) => {
        isTooLarge = true;
        return context.body(null, 413);
      },
    });
    // Read whole, as Hono keeps it for the route (c.req.text(), parseBody).
    const reading = limit(c, async () => {
      await c.req.arrayBuffer();
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<"expired">((resolve) => {
      timer = setTimeout(() => resolve("expired"), deadlineMs);
    });
    let outcome: "expired" | "read";
    try {
      outcome = await Promise.race([
        reading.then(() => "read" as const),
        expired,
      ]);
    } catch (error) {
      if (isGone(c)) return refuse(c, "gone");
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (outcome === "expired") {
      // The read ends when the connection does (it is closed after the 408).
      reading.catch(() => {});
      return refuse(c, "too-slow");
    }
    if (isTooLarge) return refuse(c, "too-large");
    return next();
  };
}

export const WORK_PLACES = 8;
export const MAX_WAITING = 1000;
export const MAX_WAIT_MS = 8_000;

/** Step 3: a few places for work, a bounded line, nobody left holding one. */
export function createWorkBudget({
  places = WORK_PLACES,
  maxWaiting = MAX_WAITING,
  maxWaitMs = MAX_WAIT_MS,
} = {}) {
  let active = 0;
  // Insertion-ordered: the first is the longest waiting.
  const waiting = new Set<() => void>();

  function acquire(signal?: AbortSignal): Promise<"granted" | Refusal> {
    if (signal?.aborted) return Promise.resolve("gone");
    if (active < places) {
      active++;
      return Promise.resolve("granted");
    }
    if (waiting.size >= maxWaiting) return Promise.resolve("busy");
    return new Promise((resolve) => {
      const settle = (outcome: "granted" | Refusal) => {
        waiting.delete(grant);
        clearTimeout(timer);
        signal?.removeEventListener("abort", leave);
        resolve(outcome);
      };
      const grant = () => {
        active++;
        settle("granted");
      };
      const leave = () => settle("gone");
      const timer = setTimeout(() => settle("busy"), maxWaitMs);
      signal?.addEventListener("abort", leave, { once: true });
      waiting.add(grant);
    });
  }

  function release() {
    active--;
    const first = waiting.values().next();
    if (!first.done) first.value();
  }

  return {
    middleware(refuse: Refuse): MiddlewareHandler {
      return async (c, next) => {
        const outcome = await acquire(c.req.raw.signal);
        if (outcome !== "granted") return refuse(c, outcome);
        try {
          await next();
        } finally {
          release();
        }
      };
    },
    /** Places in use and clients in line, now. */
    load: () => ({ active, waiting: waiting.size }),
  };
}

export type WorkBudget = ReturnType<typeof createWorkBudget>;
