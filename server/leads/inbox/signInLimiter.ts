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
  let siteTries: { at: number; address: string }[] = [];
  let pausedUntil = -Infinity;

  const recent = (times: number[], windowMs: number) =>
    times.filter((at) => at > now() - windowMs);

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

  return {
    /**
     * May this address try a password now? A try is counted as it starts,
     * as a failure until `succeeded` says otherwise, so tries sent all at
     * once cannot slip past the limits while the first are being checked.
     */
    attempt(address: string): SignInVerdict {
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
      times.push(at);
      // Re-inserted, so the Map's order is least recently tried first.
      byAddress.delete(address);
      byAddress.set(address, times);
      while (byAddress.size > limits.maxAddresses) {
        const oldest = byAddress.keys().next().value;
        if (oldest === undefined) break;
        byAddress.delete(oldest);
      }
      siteTries.push({ at, address });
      pauseIfBurst(at);
      return { ok: true };
    },

    /** The password was right: this address's tries are forgotten. */
    succeeded(address: string) {
      byAddress.delete(address);
      const index = siteTries.findLastIndex(
        (tried) => tried.address === address,
      );
      if (index >= 0) siteTries.splice(index, 1);
    },

    /** Addresses remembered now (for tests: the memory stays bounded). */
    size: () => byAddress.size,
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
