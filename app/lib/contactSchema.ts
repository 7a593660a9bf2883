import * as z from "zod/mini";
import {
  type ContactMessages,
  contactMessages,
} from "~/content/contactMessages";
import {
  type EnquiryField,
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "~/content/enquiry";
import type { ContactValues } from "~/lib/constants";
import { isPhoneLike } from "~/lib/phone";

export type { ContactValues } from "~/lib/constants";

/** One field's rules, from its declaration in `content/enquiry.ts`. */
function fieldSchema(name: EnquiryFieldName, allMessages: ContactMessages) {
  const field: EnquiryField = enquiryFields[name];
  const messages: {
    required?: string;
    invalid?: string;
    tooLong: (max: number) => string;
  } = allMessages[name];
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (field.isRequired) {
    checks.push(z.minLength(1, { error: messages.required, abort: true }));
  }
  checks.push(
    z.maxLength(field.max, { error: messages.tooLong(field.max), abort: true }),
  );
  if (field.kind === "email") {
    checks.push(z.regex(z.regexes.email, messages.invalid));
  } else if (field.kind === "tel") {
    checks.push(
      z.refine((text: string) => text === "" || isPhoneLike(text), {
        error: messages.invalid,
      }),
    );
  }
  return z.string().check(...checks);
}

/**
 * The form's rules (SPEC section 5), shared by the form and the lead
 * service: every field of the enquiry's declaration, with its limit, whether
 * it is required, and its messages in one language. An optional field may
 * be missing.
 */
export function contactSchemaWith(messages: ContactMessages) {
  return z.object(
    Object.fromEntries(
      enquiryFieldNames.map((name) => [
        name,
        enquiryFields[name].isRequired
          ? fieldSchema(name, messages)
          : z._default(fieldSchema(name, messages), ""),
      ]),
    ),
  ) as unknown as z.ZodMiniType<ContactValues, ContactValues>;
}

/** The rules with the English messages. */
export const contactSchema = contactSchemaWith(contactMessages);
