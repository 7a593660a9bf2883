import type { EnquiryFieldName } from "./enquiry";

/** What one field can say about a value it cannot take. */
export type FieldMessages = {
  /** Required fields: said when the field is empty. */
  required?: string;
  /** `email` and `tel` fields: said when the text is not one. */
  invalid?: string;
  tooLong: (max: number) => string;
};

/**
 * What the contact form says about a field it cannot take, for every field
 * of `enquiry.ts` (a field without its messages fails typecheck). Apart from
 * `contactForm.ts` so that it loads with the form's rules (lib/contactSchema),
 * which arrive on the first check, not with the page. SPEC section 5,
 * quoted exactly.
 */
export const contactMessages = {
  name: {
    required: "Please enter your name",
    tooLong: (max: number) => `Please keep your name to ${max} characters`,
  },
  email: {
    required: "Please enter your email",
    invalid: "Please enter a valid email",
    tooLong: (max: number) => `An email address has at most ${max} characters`,
  },
  phone: {
    invalid:
      "Please enter a phone number (digits, with + and the country code if outside India), or leave it empty",
    tooLong: (max: number) =>
      `A phone number has at most ${max} characters here`,
  },
  message: {
    required: "Tell us a bit about your project",
    tooLong: (max: number) => `Please keep your message to ${max} characters`,
  },
} as const satisfies Record<EnquiryFieldName, FieldMessages>;

/** Every field's messages, in one language. */
export type ContactMessages = Readonly<Record<EnquiryFieldName, FieldMessages>>;
