import type { LeadsLog } from "./log";

/**
 * Things the studio must know about, shown as banners at the top of the
 * inbox (and logged once when raised): a mail login that failed at start,
 * every request arriving from one proxy address, the inbox closed by a weak
 * password. Kept in memory: each is found again at start, or as it
 * happens, so none needs to survive a restart.
 */
export type Notice = {
  kind: string;
  message: string;
  level: "warning" | "error";
  since: number;
};

export type Notices = {
  /** Shows `message` under `kind` (replacing that kind's message) and logs it once. */
  raise(kind: string, message: string, level?: Notice["level"]): void;
  /** Takes `kind` down, logging that it recovered if it was up. */
  clear(kind: string): void;
  /** Every notice up, oldest first. */
  list(): Notice[];
};

export function createNotices({
  log,
  now = Date.now,
}: {
  log?: LeadsLog;
  now?: () => number;
} = {}): Notices {
  const up = new Map<string, Notice>();
  return {
    raise(kind, message, level = "warning") {
      const existing = up.get(kind);
      if (existing?.message === message && existing.level === level) return;
      up.set(kind, { kind, message, level, since: existing?.since ?? now() });
      log?.[level === "error" ? "error" : "warn"](message, {
        event: "notice",
        kind,
      });
    },
    clear(kind) {
      if (!up.delete(kind)) return;
      log?.recovered(kind, { kind });
    },
    list: () => [...up.values()].sort((a, b) => a.since - b.since),
  };
}
