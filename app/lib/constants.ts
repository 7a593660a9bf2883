import type { ContactValues } from "~/lib/contactSchema";

/** SPEC section 9: business constants. */
export const NAVBAR_SCROLLED_THRESHOLD_PX = 20;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MESSAGE_MAX_LENGTH = 2000;
/** Longer than any real name; the form and the lead service both stop here. */
export const NAME_MAX_LENGTH = 200;
/**
 * RFC 5321 caps a forward path at 256 octets including its angle brackets,
 * so no deliverable address is longer than 254 characters.
 */
export const EMAIL_MAX_LENGTH = 254;

/** The most each contact field may hold, in characters after trimming. */
export const CONTACT_FIELD_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
} as const;
export const MESSAGE_ROWS = 6;

export const CONSOLE_TIMING = {
  charDelayMs: 22,
  linePauseMs: 350,
  startDelayMs: 300,
  loopRestartMs: 900,
} as const;

/** The contact form with nothing typed (zod-free, so the page needs no schema). */
export const emptyContactValues: ContactValues = {
  name: "",
  email: "",
  message: "",
};
