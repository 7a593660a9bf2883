/**
 * The one way other parts of the page hand text to the contact form (the
 * project assistant's "Send this to the studio"): a small typed store.
 * The form subscribes while it is mounted; a message handed over before the
 * form runs waits here and is delivered as soon as it subscribes. The form
 * fills its message, scrolls into view and focuses it; submitting stays
 * with the visitor.
 */
export type PrefillDetail = { message: string };

type Handler = (detail: PrefillDetail) => void;

let waiting: PrefillDetail | null = null;
const handlers = new Set<Handler>();

/** Hands `message` to the contact form, now or when it next mounts. */
export function prefillContactForm(message: string) {
  const detail = { message };
  const [handler] = handlers;
  if (handler) {
    waiting = null;
    handler(detail);
  } else {
    waiting = detail;
  }
}

/** Subscribes the contact form; returns the unsubscribe function. */
export function onPrefillContactForm(handler: Handler): () => void {
  handlers.add(handler);
  if (waiting) {
    const detail = waiting;
    waiting = null;
    handler(detail);
  }
  return () => {
    handlers.delete(handler);
  };
}
