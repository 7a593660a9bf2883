import { useEffect } from "react";
import { leadServiceEndpoint } from "~/effects/leadServiceEndpoint";
import { OUTBOX_KEY } from "~/effects/outboxKey";

/** While something waits, it is tried again this often with the page open. */
export const OUTBOX_RETRY_MS = 30_000;

function hasQueued() {
  try {
    return !!window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return false;
  }
}

/**
 * Sends enquiries saved on this device when the page opens and whenever
 * the connection comes back. Costs nothing on a page with no outbox: the
 * sending code loads only when something waits.
 */
export function useOutbox() {
  useEffect(() => {
    if (!leadServiceEndpoint()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isActive = true;
    const run = async () => {
      clearTimeout(timer);
      if (!hasQueued() || !navigator.onLine) return;
      const { flushOutbox } = await import("~/effects/flushOutbox");
      const isWaiting = await flushOutbox();
      if (isWaiting && isActive) timer = setTimeout(run, OUTBOX_RETRY_MS);
    };
    void run();
    window.addEventListener("online", run);
    return () => {
      isActive = false;
      clearTimeout(timer);
      window.removeEventListener("online", run);
    };
  }, []);
}
