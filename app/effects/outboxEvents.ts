import type { QueuedEnquiry } from "~/effects/outbox";

/**
 * Tells the contact form when the device outbox delivered an enquiry it
 * had queued. Apart from `outbox.ts` so that the form can listen without
 * loading the sending code, which arrives on the first focus or Send.
 */
type Listener = (delivered: QueuedEnquiry) => void;
const listeners = new Set<Listener>();

/** Runs `listener` whenever a queued enquiry reaches the studio. */
export function onQueuedDelivered(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceDelivered(entry: QueuedEnquiry) {
  for (const listener of listeners) listener(entry);
}
