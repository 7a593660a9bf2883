import { site } from "./site";

type Draft = { name: string; message: string };

/**
 * The contact form's own copy beyond the spec's: drafts, delivery failure,
 * hand-off and privacy line. Kept apart from `contact.ts` so it loads with
 * the form's code, not with the home page.
 */
export const contactFormContent = {
  sendingLabel: "Sending…",
  draftSaved: "Draft saved",
  draftRestored: "We kept what you wrote last time, on this device only.",
  draftClear: "Clear",
  /** Read after "Clear" by screen readers: "Clear draft". */
  draftClearObject: "draft",
  /** The honeypot's label, which only bots see. */
  honeypotLabel: "Company website",
  failureHeading: "Your message didn't reach us",
  checkUnavailable:
    "We couldn't check the form just now (the connection dropped?). Everything you wrote is still here: press Send again in a moment, or send it straight to us:",
  failureBody:
    "Nothing you wrote is lost: it is still in the form. Try again in a minute, or send it straight to us:",
  privacyNotice: "We use these details only to reply to you. Read our",
  privacyLink: "privacy notice",
  handOffHeading: "Rather talk elsewhere?",
  whatsappLabel: "Prefer WhatsApp?",
  whatsappHint: "Message us on WhatsApp",
  emailLabel: "Prefer e-mail?",
  emailHint: `Write to ${site.email}`,
  newTab: "(opens in a new tab)",
  /** Shown beside the form when the browser runs no JavaScript. */
  noScriptNote:
    "This form needs JavaScript to send. Reach us directly instead:",
  noScriptWhatsapp: "WhatsApp",
  noScriptPhone: "or call",
} as const;

/** The message field's counter, under the field. */
export const messageCounterText = {
  counter: (length: number, max: number) => `${length}/${max} characters`,
  charactersLeft: (left: number) => `${left} characters left`,
  pasteTruncated: (max: number) =>
    `Your paste was longer than ${max} characters, so we kept the first ${max}.`,
};

/** What the WhatsApp and e-mail hand-offs carry: the visitor's own words. */
export const handOffText = {
  whatsapp: ({ name, message }: Draft) =>
    [
      name ? `Hi ${site.name}, this is ${name}.` : `Hi ${site.name},`,
      message || "I'd like to talk about a project.",
    ].join("\n\n"),
  emailSubject: ({ name }: Draft) =>
    name ? `Project enquiry from ${name}` : "Project enquiry",
  emailBody: ({ name, message }: Draft) =>
    [`Hi ${site.name},`, message || "I'd like to talk about a project.", name]
      .filter(Boolean)
      .join("\n\n"),
};
