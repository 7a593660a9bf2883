/**
 * Failed sign-ins, counted in memory (never one row per try) and bounded:
 * per client address group, and site-wide. A burst of failures from many
 * addresses pauses every sign-in for a while; the studio's open sessions
 * keep working meanwhile.
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
  /** Failures an address may make within `addressWindowMs`. */
  perAddress: number;
  addressWindowMs: number;
  /** Failures from all addresses within `siteWindowMs` that pause sign-in. */
  siteWide: number;
  siteWindowMs: number;
  pauseMs: number;
  /** Addresses remembered at once; the oldest is forgotten past this. */
  maxAddresses: number;
};

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 5,
  addressWindowMs: 60 * 1000,
  siteWide: 20,
  siteWindowMs: 10 * 60 * 1000,
  pauseMs: 10 * 60 * 1000,
  maxAddresses: 10_000,
};

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
  const byAddress = new Map<string, number[]>();
  let siteFailures: { at: number; address: string }[] = [];
  let pausedUntil = -Infinity;

  const recent = (times: number[], windowMs: number) =>
    times.filter((at) => at > now() - windowMs);

  return {
    check(address: string): SignInVerdict {
      const at = now();
      if (at < pausedUntil) {
        return {
          ok: false,
          reason: "paused",
          retryAfterSeconds: Math.ceil((pausedUntil - at) / 1000),
        };
      }
      const times = recent(
        byAddress.get(address) ?? [],
        limits.addressWindowMs,
      );
      if (times.length >= limits.perAddress) {
        const oldest = times[0] ?? at;
        return {
          ok: false,
          reason: "address",
          retryAfterSeconds: Math.max(
            1,
            Math.ceil((oldest + limits.addressWindowMs - at) / 1000),
          ),
        };
      }
      return { ok: true };
    },

    failed(address: string) {
      const at = now();
      const times = recent(
        byAddress.get(address) ?? [],
        limits.addressWindowMs,
      );
      times.push(at);
      // Re-inserted, so the Map's order is least recently failed first.
      byAddress.delete(address);
      byAddress.set(address, times.slice(-limits.perAddress));
      while (byAddress.size > limits.maxAddresses) {
        const oldest = byAddress.keys().next().value;
        if (oldest === undefined) break;
        byAddress.delete(oldest);
      }
      siteFailures = siteFailures.filter(
        (failure) => failure.at > at - limits.siteWindowMs,
      );
      siteFailures.push({ at, address });
      if (siteFailures.length >= limits.siteWide) {
        pausedUntil = at + limits.pauseMs;
        onPause({
          failures: siteFailures.length,
          addresses: new Set(siteFailures.map((failure) => failure.address))
            .size,
          windowMs: limits.siteWindowMs,
          pauseMs: limits.pauseMs,
        });
        siteFailures = [];
      }
    },

    succeeded(address: string) {
      byAddress.delete(address);
    },

    /** Addresses remembered now (for tests: the memory stays bounded). */
    size: () => byAddress.size,
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
