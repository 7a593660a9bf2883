import * as z from "zod/mini";
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from "~/lib/constants";

/** SPEC section 5, quoted exactly: the one home of the form's rules. */
export const contactMessages = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email",
  messageRequired: "Tell us a bit about your project",
  messageTooLong: `Please keep your message to ${MESSAGE_MAX_LENGTH} characters`,
  nameTooLong: `Please keep your name to ${NAME_MAX_LENGTH} characters`,
  emailTooLong: `An email address has at most ${EMAIL_MAX_LENGTH} characters`,
} as const;

export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.nameRequired, abort: true }),
      z.maxLength(NAME_MAX_LENGTH, contactMessages.nameTooLong),
    ),
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: contactMessages.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, {
      error: contactMessages.emailTooLong,
      abort: true,
    }),
    z.regex(z.regexes.email, contactMessages.emailInvalid),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.messageRequired, abort: true }),
      z.maxLength(MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
    ),
});

export type ContactValues = z.infer<typeof contactSchema>;
