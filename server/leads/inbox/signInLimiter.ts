/**
 * Failed sign-ins, counted in memory (never one row per try) and bounded.
 *
 * - Per address, and per network (IPv4 /24, IPv6 /64): a few failures are
 *   free, then each further try waits a delay that doubles with every
 *   failure (a minute, two, four … up to an hour), and is forgotten a day
 *   after the last one.
 * - Site-wide: a burst of failures from strangers (20 within 10 minutes)
 *   pauses sign-in for strangers for 10 minutes, so guesses are never
 *   checked faster than that, from however many addresses.
 * - A browser that signed in before (its signed device cookie, auth.ts)
 *   or an address the studio signed in from is not a stranger: the pause
 *   never refuses it, and its tries count on their own (per device), so
 *   nobody can lock the owner out by guessing.
 */

export type SignInVerdict =
  | { ok: true }
  | { ok: false; reason: "address" | "paused"; retryAfterSeconds: number };

export type SignInPause = {
  failures: number;
  addresses: number;
  windowMs: number;
  pauseMs: number;
};

export type SignInLimits = {
  /** Failures one address may make before its delays begin. */
  perAddress: number;
  /** Failures one network (/24, /64) may make before its delays begin. */
  perNetwork: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetMs: number;
  /** Failures from strangers within `siteWindowMs` that pause their sign-in. */
  siteWide: number;
  siteWindowMs: number;
  pauseMs: number;
  /** Addresses, networks and devices remembered at once; the oldest is forgotten past this. */
  maxAddresses: number;
  /** Addresses the studio signed in from, remembered as trusted this long. */
  knownForMs: number;
};

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 5,
  perNetwork: 20,
  firstDelayMs: 60 * 1000,
  maxDelayMs: 60 * 60 * 1000,
  forgetMs: 24 * 60 * 60 * 1000,
  siteWide: 20,
  siteWindowMs: 10 * 60 * 1000,
  pauseMs: 10 * 60 * 1000,
  maxAddresses: 10_000,
  knownForMs: 30 * 24 * 60 * 60 * 1000,
};

/** The network an address is in: its /24 (IPv4) or /64 (IPv6, as addressGroup gives). */
export function networkOf(address: string) {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  return v4 ? `${v4[1]}.0/24` : address;
}

type Failures = { count: number; lastAt: number };

/** Who is trying: the address (its group) and, when the browser has one, its device. */
export type SignInClient = { address: string; device?: string | null };

export function createSignInLimiter({
  limits = SIGN_IN_LIMITS,
  now = Date.now,
  onPause = () => {},
}: {
  limits?: SignInLimits;
  now?: () => number;
  /** Called once as each pause begins. */
  onPause?: (pause: SignInPause) => void;
} = {}) {
  const failures = new Map<string, Failures>();
  const known = new Map<string, number>();
  let siteTries: { at: number; address: string }[] = [];
  let pausedUntil = -Infinity;

  /** When this key may try again, or null when it may now. */
  function waitUntil(key: string, free: number, at: number): number | null {
    const found = failures.get(key);
    if (!found) return null;
    if (at - found.lastAt > limits.forgetMs) {
      failures.delete(key);
      return null;
    }
    if (found.count < free) return null;
    const delay = Math.min(
      limits.maxDelayMs,
      limits.firstDelayMs * 2 ** Math.min(30, found.count - free),
    );
    const until = found.lastAt + delay;
    return at < until ? until : null;
  }

  function fail(key: string, at: number) {
    const found = failures.get(key) ?? { count: 0, lastAt: at };
    found.count++;
    found.lastAt = at;
    // Re-inserted, so the Map's order is least recently tried first.
    failures.delete(key);
    failures.set(key, found);
    while (failures.size > limits.maxAddresses) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  }

  function pauseIfBurst(at: number) {
    siteTries = siteTries.filter(
      (tried) => tried.at > at - limits.siteWindowMs,
    );
    if (siteTries.length < limits.siteWide) return;
    pausedUntil = at + limits.pauseMs;
    onPause({
      failures: siteTries.length,
      addresses: new Set(siteTries.map((tried) => tried.address)).size,
      windowMs: limits.siteWindowMs,
      pauseMs: limits.pauseMs,
    });
    siteTries = [];
  }

  const isKnown = (address: string, at: number) =>
    (known.get(address) ?? -Infinity) > at - limits.knownForMs;

  /** The keys a client's failures count under. */
  const keysOf = ({ address, device }: SignInClient, at: number) =>
    device
      ? [{ key: `device:${device}`, free: limits.perAddress }]
      : isKnown(address, at)
        ? [{ key: `address:${address}`, free: limits.perAddress }]
        : [
            { key: `address:${address}`, free: limits.perAddress },
            { key: `network:${networkOf(address)}`, free: limits.perNetwork },
          ];

  const refused = (
    reason: "address" | "paused",
    until: number,
    at: number,
  ): SignInVerdict => ({
    ok: false,
    reason,
    retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)),
  });

  return {
    /**
     * May this client try a password now? A try is counted as it starts,
     * as a failure until `succeeded` says otherwise, so tries sent all at
     * once cannot slip past the limits while the first are being checked.
     * Pass a string for a client with no device cookie.
     */
    attempt(who: SignInClient | string): SignInVerdict {
      const client = typeof who === "string" ? { address: who } : who;
      const at = now();
      const isStranger = !client.device && !isKnown(client.address, at);
      if (isStranger && at < pausedUntil)
        return refused("paused", pausedUntil, at);
      const keys = keysOf(client, at);
      for (const { key, free } of keys) {
        const until = waitUntil(key, free, at);
        if (until !== null) return refused("address", until, at);
      }
      for (const { key } of keys) fail(key, at);
      if (isStranger) {
        siteTries.push({ at, address: client.address });
        pauseIfBurst(at);
      }
      return { ok: true };
    },

    /** The password was right: this client's tries are forgotten, its address known. */
    succeeded(who: SignInClient | string) {
      const client = typeof who === "string" ? { address: who } : who;
      const at = now();
      for (const { key } of keysOf(client, at)) failures.delete(key);
      failures.delete(`address:${client.address}`);
      const index = siteTries.findLastIndex(
        (tried) => tried.address === client.address,
      );
      if (index >= 0) siteTries.splice(index, 1);
      known.delete(client.address);
      known.set(client.address, at);
      while (known.size > 100) {
        const oldest = known.keys().next().value;
        if (oldest === undefined) break;
        known.delete(oldest);
      }
    },

    /** Addresses, networks and devices remembered now (for tests: the memory stays bounded). */
    size: () => failures.size,
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
