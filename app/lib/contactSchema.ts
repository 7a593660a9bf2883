import * as z from "zod/mini";
import { contactMessages } from "~/content/contactMessages";
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from "~/lib/constants";

/** The form's rules (SPEC section 5), shared by the form and the lead service. */
export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.nameRequired, abort: true }),
      z.maxLength(
        NAME_MAX_LENGTH,
        contactMessages.nameTooLong(NAME_MAX_LENGTH),
      ),
    ),
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: contactMessages.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, {
      error: contactMessages.emailTooLong(EMAIL_MAX_LENGTH),
      abort: true,
    }),
    z.regex(z.regexes.email, contactMessages.emailInvalid),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.messageRequired, abort: true }),
      z.maxLength(
        MESSAGE_MAX_LENGTH,
        contactMessages.messageTooLong(MESSAGE_MAX_LENGTH),
      ),
    ),
});

export type ContactValues = z.infer<typeof contactSchema>;
