import { useCallback, useEffect, useRef, useState } from "react";
import type { ContactValues } from "~/lib/contactSchema";
import { deliverContact } from "~/effects/delivery";
import {
  type LeadResult,
  leadServiceEndpoint,
  postLead,
} from "~/effects/leadService";
import {
  forgetKey,
  keyFor,
  onQueuedDelivered,
  queueEnquiry,
  unqueueEnquiry,
} from "~/effects/outbox";

export type SendOutcome =
  | { kind: "sent"; name: string }
  | { kind: "failed" }
  /** Kept on the device: goes out by itself once the service is reachable. */
  | { kind: "queued"; key: string }
  | { kind: "limited"; message: string }
  /** The service could not store it: not kept anywhere, the text stays. */
  | { kind: "not-saved"; message: string }
  | null;

export type FieldErrors = Partial<Record<keyof ContactValues, string>>;

/** One quiet retry of a failed send before the outbox takes over. */
export const LEAD_RETRY_DELAY_MS = 1_000;

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));
const isOffline = () =>
  typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Hands validated values on, once at a time, with the honeypot's value.
 * With the lead service on, each enquiry carries its idempotency key; a
 * send that cannot get through is kept in the device's outbox. `onSent`
 * runs only on success: otherwise the form keeps everything.
 */
export function useSendEnquiry(
  onSent: () => void,
  onInvalid: (errors: FieldErrors) => void,
) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const isSending = useRef(false);
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const onSentRef = useRef(onSent);
  const queuedKey = useRef<string | null>(null);
  useEffect(() => {
    onSentRef.current = onSent;
    queuedKey.current = outcome?.kind === "queued" ? outcome.key : null;
  });

  // The outbox delivered what this form had queued: it is sent after all.
  useEffect(
    () =>
      onQueuedDelivered((entry) => {
        if (queuedKey.current !== entry.key) return;
        queuedKey.current = null;
        onSentRef.current();
        setOutcome({ kind: "sent", name: entry.values.name });
      }),
    [],
  );

  const sendToService = async (endpoint: string, values: ContactValues) => {
    const enquiry = {
      key: keyFor(values),
      values,
      elapsedMs: performance.now(),
    };
    let result: LeadResult = { ok: false, reason: "unreachable" };
    if (!isOffline()) result = await postLead(endpoint, enquiry);
    if (!result.ok && result.reason === "unreachable" && !isOffline()) {
      await wait(LEAD_RETRY_DELAY_MS);
      result = await postLead(endpoint, enquiry);
    }
    if (result.ok) {
      unqueueEnquiry(enquiry.key);
      forgetKey();
      onSent();
      setOutcome({ kind: "sent", name: values.name });
    } else if (result.reason === "invalid") {
      onInvalid(result.errors);
    } else if (result.reason === "limited") {
      setOutcome({ kind: "limited", message: result.message });
    } else if (result.reason === "not-saved") {
      setOutcome({ kind: "not-saved", message: result.message });
    } else if (result.reason === "unreachable") {
      queueEnquiry(enquiry);
      setOutcome({ kind: "queued", key: enquiry.key });
    } else {
      setOutcome({ kind: "failed" });
    }
  };

  const send = async (values: ContactValues) => {
    if (isSending.current) return;
    isSending.current = true;
    setOutcome(null);
    try {
      const honeypot = honeypotRef.current?.value ?? "";
      const endpoint = leadServiceEndpoint();
      if (endpoint && honeypot.trim() === "") {
        await sendToService(endpoint, values);
        return;
      }
      const result = await deliverContact(values, { honeypot });
      if (!result.ok) {
        setOutcome({ kind: "failed" });
        return;
      }
      onSent();
      setOutcome({ kind: "sent", name: values.name });
    } finally {
      isSending.current = false;
    }
  };

  /** Editing after a success hides the confirmation; a failure stays. */
  const hideConfirmation = useCallback(
    () => setOutcome((now) => (now?.kind === "sent" ? null : now)),
    [],
  );
  const clearOutcome = useCallback(() => setOutcome(null), []);

  return { honeypotRef, outcome, send, hideConfirmation, clearOutcome };
}
