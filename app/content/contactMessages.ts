/**
 * What the contact form says about a field it cannot take. Apart from
 * `contactForm.ts` so that it loads with the form's rules (lib/contactSchema),
 * which arrive on the first check, not with the page. SPEC section 5,
 * quoted exactly.
 */
export const contactMessages = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email",
  messageRequired: "Tell us a bit about your project",
  messageTooLong: (max: number) =>
    `Please keep your message to ${max} characters`,
  nameTooLong: (max: number) => `Please keep your name to ${max} characters`,
  emailTooLong: (max: number) =>
    `An email address has at most ${max} characters`,
} as const;
