import { useCallback, useRef, useState } from "react";
import type { ContactValues } from "~/lib/contactSchema";
import { deliverContact } from "~/lib/delivery";

export type SendOutcome =
  { kind: "sent"; name: string } | { kind: "failed" } | null;

/**
 * Hands validated values to the delivery seam, once at a time, with the
 * honeypot's value. `onSent` runs only on success: on failure the form keeps
 * everything and `outcome` says it failed.
 */
export function useSendEnquiry(onSent: () => void) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const isSending = useRef(false);
  const [outcome, setOutcome] = useState<SendOutcome>(null);

  const send = async (values: ContactValues) => {
    if (isSending.current) return;
    isSending.current = true;
    setOutcome(null);
    const result = await deliverContact(values, {
      honeypot: honeypotRef.current?.value,
    });
    isSending.current = false;
    if (!result.ok) {
      setOutcome({ kind: "failed" });
      return;
    }
    onSent();
    setOutcome({ kind: "sent", name: values.name });
  };

  /** Editing after a success hides the confirmation; a failure stays. */
  const hideConfirmation = useCallback(
    () => setOutcome((now) => (now?.kind === "sent" ? null : now)),
    [],
  );
  const clearOutcome = useCallback(() => setOutcome(null), []);

  return { honeypotRef, outcome, send, hideConfirmation, clearOutcome };
}
