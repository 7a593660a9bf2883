import { clearDraft, loadDraft } from "~/effects/draft";
import {
  type LeadResult,
  leadServiceEndpoint,
  postLead,
} from "~/effects/leadService";
import { announceDelivered } from "~/effects/outboxEvents";
import {
  currentKey,
  forgetKey,
  queuedEnquiries,
  sameValues,
  unqueueEnquiry,
} from "~/effects/outbox";

let running: Promise<boolean> | null = null;

/**
 * Sends every enquiry waiting on this device, each with its own key, so
 * one that did reach the studio before is not stored twice. Resolves true
 * while something is still waiting (offline, the server down, a limit).
 */
export function flushOutbox(
  endpoint = leadServiceEndpoint(),
  post: typeof postLead = postLead,
): Promise<boolean> {
  running ??= (async () => {
    if (!endpoint) return false;
    let isWaiting = false;
    for (const entry of queuedEnquiries()) {
      const result: LeadResult = await post(endpoint, entry);
      if (result.ok) {
        unqueueEnquiry(entry.key);
        const draft = loadDraft();
        if (currentKey() === entry.key) forgetKey();
        if (draft && sameValues(draft, entry.values)) clearDraft();
        announceDelivered(entry);
      } else if (result.reason === "invalid" || result.reason === "refused") {
        // Sending again would be refused again; the draft keeps the words.
        unqueueEnquiry(entry.key);
      } else {
        isWaiting = true;
      }
    }
    return isWaiting;
  })().finally(() => {
    running = null;
  });
  return running;
}
