/**
 * The one way other parts of the page hand text to the contact form (the
 * project assistant's "Send this to the studio"). The form listens, fills
 * its message, scrolls into view and focuses it; submitting stays with the
 * visitor.
 */
export const PREFILL_EVENT = "studio:prefill-contact";

export type PrefillDetail = { message: string };

export function prefillContactForm(message: string) {
  window.dispatchEvent(
    new CustomEvent<PrefillDetail>(PREFILL_EVENT, { detail: { message } }),
  );
}

export function onPrefillContactForm(
  handler: (detail: PrefillDetail) => void,
): () => void {
  const listener = (event: Event) => {
    if (event instanceof CustomEvent) handler(event.detail as PrefillDetail);
  };
  window.addEventListener(PREFILL_EVENT, listener);
  return () => window.removeEventListener(PREFILL_EVENT, listener);
}
