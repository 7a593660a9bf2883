/**
 * One clear log line per kind of attack, not one per request: the first
 * refusal of a kind is logged as it happens; the rest are counted, and one
 * summary follows once a minute has passed without another.
 */
export type AttackKind =
  "slow-body" | "too-large" | "busy" | "per-address-limit" | "site-ceiling";

const QUIET_MS = 60 * 1000;

export function createAttackLog(
  log: (line: string) => void,
  { quietMs = QUIET_MS, now = Date.now } = {},
) {
  const episodes = new Map<
    AttackKind,
    { count: number; startedAt: number; lastAt: number }
  >();

  function watch(kind: AttackKind, delay: number) {
    const timer = setTimeout(() => {
      const episode = episodes.get(kind);
      if (!episode) return;
      const quietFor = now() - episode.lastAt;
      if (quietFor < quietMs) {
        watch(kind, quietMs - quietFor);
        return;
      }
      episodes.delete(kind);
      if (episode.count > 1) {
        const seconds = Math.round((episode.lastAt - episode.startedAt) / 1000);
        log(
          `leads: ${kind}: ${episode.count} requests refused over ${seconds} s; quiet for a minute now`,
        );
      }
    }, delay);
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    /** Counts one refusal; logs `line` only when it starts an episode. */
    note(kind: AttackKind, line: string) {
      const at = now();
      const episode = episodes.get(kind);
      if (episode) {
        episode.count++;
        episode.lastAt = at;
        return;
      }
      episodes.set(kind, { count: 1, startedAt: at, lastAt: at });
      log(
        `leads: ${kind}: ${line} (more of these are counted, then summed up once they stop)`,
      );
      watch(kind, quietMs);
    },
  };
}

export type AttackLog = ReturnType<typeof createAttackLog>;
