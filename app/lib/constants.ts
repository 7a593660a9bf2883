import {
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "~/content/enquiry";

/** An enquiry as the form holds it: every declared field, as text. */
export type ContactValues = Record<EnquiryFieldName, string>;

/** SPEC section 9: business constants. */
export const NAVBAR_SCROLLED_THRESHOLD_PX = 20;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MESSAGE_MAX_LENGTH = enquiryFields.message.max;
export const NAME_MAX_LENGTH = enquiryFields.name.max;
export const EMAIL_MAX_LENGTH = enquiryFields.email.max;

/** The most each contact field may hold, in characters after trimming. */
export const CONTACT_FIELD_LIMITS = /* @__PURE__ */ Object.fromEntries(
  enquiryFieldNames.map((name) => [name, enquiryFields[name].max]),
) as Record<EnquiryFieldName, number>;
export const MESSAGE_ROWS = enquiryFields.message.rows;

export const CONSOLE_TIMING = {
  charDelayMs: 22,
  linePauseMs: 350,
  startDelayMs: 300,
  loopRestartMs: 900,
} as const;

/** The contact form with nothing typed (zod-free, so the page needs no schema). */
export const emptyContactValues = /* @__PURE__ */ Object.fromEntries(
  enquiryFieldNames.map((name) => [name, ""]),
) as ContactValues;
