import * as z from "zod/mini";
import { MESSAGE_MAX_LENGTH } from "~/lib/constants";

/** SPEC section 5, quoted exactly: the one home of the form's rules. */
export const contactMessages = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email",
  messageRequired: "Tell us a bit about your project",
  messageTooLong: `Please keep your message to ${MESSAGE_MAX_LENGTH} characters`,
} as const;

export const contactSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, contactMessages.nameRequired)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.emailRequired, abort: true }),
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

export const emptyContactValues: ContactValues = {
  name: "",
  email: "",
  message: "",
};
