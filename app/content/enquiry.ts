/**
 * The fields of an enquiry, declared once: their names, labels, limits and
 * whether they are required, in the order the form shows them. The form, its
 * draft, the device outbox, the lead service's checks, the database row, the
 * inbox, the CSV and the e-mails all derive from this list; the messages each
 * field can show are in `contactMessages.ts` (keyed by these names, so a field
 * without its messages fails typecheck), apart only so that they load with
 * the form's rules rather than with the page.
 *
 * Kinds: `text` (one line), `email`, `tel` (kept as typed; the lead service
 * also stores it in E.164 when it is a valid number) and `multiline`.
 */
export type EnquiryFieldKind = "text" | "email" | "tel" | "multiline";

export type EnquiryField = {
  label: string;
  kind: EnquiryFieldKind;
  /** The most it may hold, in characters after trimming. */
  max: number;
  isRequired: boolean;
  /** The form's `autocomplete` token. */
  autoComplete?: string;
  /** Visible rows of a multi-line field. */
  rows?: number;
};

export const enquiryFields = {
  name: {
    label: "Name",
    kind: "text",
    // Longer than any real name.
    max: 200,
    isRequired: true,
    autoComplete: "name",
  },
  email: {
    label: "Email",
    kind: "email",
    // RFC 5321 caps a forward path at 256 octets with its angle brackets.
    max: 254,
    isRequired: true,
    autoComplete: "email",
  },
  phone: {
    label: "Phone or WhatsApp (optional)",
    kind: "tel",
    max: 40,
    isRequired: false,
    autoComplete: "tel",
  },
  message: {
    label: "Message",
    kind: "multiline",
    // SPEC section 9.
    max: 2000,
    isRequired: true,
    rows: 6,
  },
} as const satisfies Record<string, EnquiryField>;

export type EnquiryFieldName = keyof typeof enquiryFields;

/** The field names in the form's order. */
export const enquiryFieldNames = Object.keys(
  enquiryFields,
) as EnquiryFieldName[];

/** Each field's label, by name: what the form and the inbox call it. */
export const enquiryFieldLabels = Object.fromEntries(
  enquiryFieldNames.map((name) => [name, enquiryFields[name].label]),
) as Record<EnquiryFieldName, string>;
