import { contactOutcomeContent as englishOutcomes } from "~/content/contactOutcomes";
import { contactOutcomeContent as hindiOutcomes } from "~/content/hi/contactOutcomes";
import type { Lang } from "~/content/lang";
import type { Translation } from "~/content/translation";
import type { ContactValues } from "~/lib/constants";
import { contactEndpoint, postToEndpoint } from "~/effects/contactEndpoint";
import type { FetchOptions } from "~/effects/fetchWithTimeout";
import {
  type LeadResult,
  leadServiceEndpoint,
  postLead,
} from "~/effects/leadService";
import {
  forgetKey,
  keyFor,
  queueEnquiry,
  unqueueEnquiry,
} from "~/effects/outbox";
import { attributionNow, forgetVisit } from "~/effects/visit";

/**
 * Sending one enquiry, loaded when the visitor first focuses the form (or
 * presses Send), not with the page. One path: the lead service (with its
 * idempotency key, and the device outbox when it cannot be reached) or
 * the build's endpoint, each tried once more after a second when it could
 * not be reached; without either, the console.
 */
export type SendResult =
  | { kind: "sent" }
  /**
   * No lead service and no endpoint (a static host): the values went to
   * the browser console only (SPEC section 7), so nothing reached the
   * studio. The form keeps them, for the WhatsApp and e-mail hand-off.
   */
  | { kind: "unsent" }
  | { kind: "failed" }
  /** Kept on the device: goes out by itself once the service is reachable. */
  | { kind: "queued"; key: string; message: string }
  /** With `retryAfterMs`, the form sends it again by itself then. */
  | { kind: "limited"; message: string; retryAfterMs?: number }
  /** The service could not store it: not kept anywhere, the text stays. */
  | { kind: "not-saved"; message: string }
  | { kind: "invalid"; errors: Partial<Record<keyof ContactValues, string>> };

/** One quiet retry of a failed send before the outbox takes over. */
export const LEAD_RETRY_DELAY_MS = 1_000;

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));
const isOffline = () => navigator.onLine === false;

/** One attempt, and one more after a second if it could not get through. */
async function postWithRetry(
  post: () => Promise<LeadResult>,
): Promise<LeadResult> {
  let result: LeadResult = { ok: false, reason: "unreachable" };
  if (!isOffline()) result = await post();
  if (!result.ok && result.reason === "unreachable" && !isOffline()) {
    await wait(LEAD_RETRY_DELAY_MS);
    result = await post();
  }
  return result;
}

/** The page an enquiry is sent from: its language. */
export type SendingPage = { lang: Lang };

/**
 * What the form says of a refusal, in each language: loaded with this
 * module, when the visitor first focuses the form, never with the page.
 */
const outcomeWords: Record<Lang, Translation<typeof englishOutcomes>> = {
  en: englishOutcomes,
  hi: hindiOutcomes,
};

async function sendToService(
  endpoint: string,
  values: ContactValues,
  { lang }: SendingPage,
  options?: FetchOptions,
): Promise<SendResult> {
  const contactOutcomeContent = outcomeWords[lang];
  const enquiry = {
    key: keyFor(values),
    values,
    elapsedMs: performance.now(),
    attribution: attributionNow(),
    lang,
  };
  const result = await postWithRetry(() =>
    postLead(endpoint, enquiry, options),
  );
  if (result.ok) {
    unqueueEnquiry(enquiry.key);
    forgetKey();
    forgetVisit();
    return { kind: "sent" };
  }
  switch (result.reason) {
    case "invalid":
      return { kind: "invalid", errors: result.errors };
    case "limited":
      return {
        kind: "limited",
        message: [
          result.message || contactOutcomeContent.rateLimited,
          result.retryAfterMs === undefined
            ? ""
            : contactOutcomeContent.retrying(result.retryAfterMs),
        ]
          .filter(Boolean)
          .join(" "),
        retryAfterMs: result.retryAfterMs,
      };
    case "not-saved":
      return {
        kind: "not-saved",
        message: result.message || contactOutcomeContent.notSaved,
      };
    case "unreachable":
      // The queued enquiry carries its attribution with it.
      queueEnquiry(enquiry);
      forgetVisit();
      return {
        kind: "queued",
        key: enquiry.key,
        message: contactOutcomeContent.savedOffline,
      };
    default:
      return { kind: "failed" };
  }
}

/**
 * With the lead service on, each enquiry carries its idempotency key; a
 * send that cannot get through is kept in the device's outbox. With the
 * build's endpoint instead, a failure is the form's to show. A filled
 * honeypot marks a bot: nothing is sent, yet it hears what a person would.
 */
export async function sendEnquiry(
  values: ContactValues,
  honeypot: string,
  page: SendingPage,
  options?: FetchOptions,
): Promise<SendResult> {
  const service = leadServiceEndpoint();
  const endpoint = contactEndpoint();
  if (honeypot.trim() !== "") {
    return service || endpoint ? { kind: "sent" } : { kind: "unsent" };
  }
  if (service) return sendToService(service, values, page, options);
  if (!endpoint) {
    console.log("Contact form submission", values);
    return { kind: "unsent" };
  }
  const result = await postWithRetry(() =>
    postToEndpoint(endpoint, values, options),
  );
  return result.ok ? { kind: "sent" } : { kind: "failed" };
}
