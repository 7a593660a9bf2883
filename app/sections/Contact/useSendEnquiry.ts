import { useCallback, useEffect, useRef, useState } from "react";
import { lazyPart } from "~/components/PartBoundary/lazyPart";
import type { ContactValues } from "~/lib/contactSchema";
import { retryingImport } from "~/lib/retryingImport";
import type { SendResult, SendingPage } from "~/effects/sendEnquiry";
import { useLang } from "~/hooks/useCopy";
import { onQueuedDelivered } from "~/effects/outboxEvents";

export type SendOutcome =
  | { kind: "sent"; name: string }
  | Exclude<SendResult, { kind: "sent" } | { kind: "invalid" }>
  | null;

export type FieldErrors = Partial<Record<keyof ContactValues, string>>;

const loadSending = retryingImport(() => import("~/effects/sendEnquiry"));

/**
 * The confirmation that takes the form's place after a send (with its
 * shrink and the reply's time): its own chunk, fetched with the sending
 * code, since no visitor needs it before pressing Send.
 */
export const sendConfirmation = lazyPart(() =>
  import("./SendConfirmation").then((module) => module.SendConfirmation),
);

/**
 * Starts loading the sending code and the confirmation ahead of the first
 * Send (on focus).
 */
export function preloadSending() {
  sendConfirmation.preload();
  loadSending().catch(() => {
    // A failure shows at Send, with the visitor's words kept.
  });
}

/**
 * Hands validated values on, once at a time, with the honeypot's value
 * (`effects/sendEnquiry`, loaded on first use). `onSent` runs only on
 * success: otherwise the form keeps everything.
 */
export function useSendEnquiry(
  onSent: () => void,
  onInvalid: (errors: FieldErrors) => void,
  /** The form's values now, for sending again by itself after a refusal. */
  currentValues?: () => ContactValues,
) {
  const page: SendingPage = { lang: useLang() };
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

  const sendRef = useRef<(values: ContactValues) => Promise<void>>(
    async () => {},
  );
  const lastValues = useRef<ContactValues | null>(null);
  const valuesNow = useRef(currentValues);
  useEffect(() => {
    valuesNow.current = currentValues;
  });

  // Refused with a time to come back (the service's Retry-After): the
  // words stay in the form, and it is sent again by itself then.
  useEffect(() => {
    if (outcome?.kind !== "limited" || outcome.retryAfterMs === undefined)
      return;
    const timer = setTimeout(() => {
      const values = valuesNow.current?.() ?? lastValues.current;
      if (values) void sendRef.current(values);
    }, outcome.retryAfterMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const send = async (values: ContactValues) => {
    lastValues.current = values;
    if (isSending.current) return;
    isSending.current = true;
    setOutcome(null);
    try {
      const honeypot = honeypotRef.current?.value ?? "";
      let result: SendResult;
      try {
        const { sendEnquiry } = await loadSending();
        result = await sendEnquiry(values, honeypot, page);
      } catch {
        // The sending code could not be downloaded: nothing was sent.
        result = { kind: "failed" };
      }
      if (result.kind === "sent") {
        onSent();
        setOutcome({ kind: "sent", name: values.name });
      } else if (result.kind === "invalid") {
        onInvalid(result.errors);
      } else {
        setOutcome(result);
      }
    } finally {
      isSending.current = false;
    }
  };

  useEffect(() => {
    sendRef.current = send;
  });

  /** Editing after a success hides the confirmation; a failure stays. */
  const hideConfirmation = useCallback(
    () => setOutcome((now) => (now?.kind === "sent" ? null : now)),
    [],
  );
  const clearOutcome = useCallback(() => setOutcome(null), []);

  return { honeypotRef, outcome, send, hideConfirmation, clearOutcome };
}
