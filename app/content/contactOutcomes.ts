/**
 * What the form says when the lead service turns an enquiry away without a
 * message of its own. Loaded with the sending code (effects/sendEnquiry), not
 * with the home page.
 */
export const contactOutcomeContent = {
  /** Kept in the device outbox: it goes out by itself once online. */
  savedOffline:
    "Saved on this device; we'll send it as soon as you're back online",
  /** The service could not store it (its disk is full, read-only, its database unreachable). */
  notSaved:
    "Something on our side stopped us saving your message, so it has not reached us yet. Everything you wrote is still here: press Send again in a few minutes, or send it straight to us on WhatsApp or e-mail:",
  rateLimited:
    "You've sent us several messages in a short time. Please wait a few minutes and try again, or reach us on WhatsApp or e-mail below.",
  /** After a refusal that says when: the form sends it again by itself. */
  retrying: (ms: number) => {
    const minutes = Math.round(ms / 60_000);
    const when =
      ms < 90_000
        ? `${Math.max(1, Math.round(ms / 1000))} seconds`
        : `${minutes} minutes`;
    return `Keep this page open: we'll send it again by itself in ${when}.`;
  },
} as const;
