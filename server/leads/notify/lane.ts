import type { LeadsLog } from "../core/log";

type LaneOptions = {
  /** Sends the channel's due rows; resolves when none is left. */
  runDue: () => Promise<void>;
  /** How long until the channel's next row is due. */
  nextWake: () => Promise<number>;
  isStopped: () => boolean;
  retryBaseMs: number;
  log: LeadsLog;
};

/** One channel's worker: runs, then sleeps until its next due row. */
export function createLane(
  channel: string,
  { runDue, nextWake, isStopped, retryBaseMs, log }: LaneOptions,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let again = false;

  function schedule(delay: number) {
    clearTimeout(timer);
    if (isStopped()) return;
    timer = setTimeout(() => void kick(), delay);
    timer.unref?.();
  }

  /** Runs the lane now (or right after the run in progress). */
  function kick(): Promise<void> {
    if (running) {
      // Whatever arrived meanwhile is sent in this run; one more full
      // run (with a fresh wake-up time) follows it.
      again = true;
      queued ??= running.then(() => {
        queued = null;
        return kick();
      });
      return queued;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runDue();
        } while (again);
        schedule(await nextWake());
      } catch (error) {
        log.errorOnce(
          `outbox-failed-${channel}`,
          `the ${channel} notification worker failed: ${error instanceof Error ? error.message : String(error)}; it tries again every ${Math.round(retryBaseMs / 1000)} s`,
          { channel },
        );
        schedule(retryBaseMs);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    kick,
    runDue,
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}
