import { site } from "./site";

/**
 * What the lead service says when it cannot take an enquiry: as JSON for
 * the form's code, and on the plain pages a visitor without JavaScript
 * sees. Server only: nothing here reaches the browser's bundles.
 */
export const leadServiceContent = {
  /** The site-wide ceiling on enquiries was reached (a flood, or a rush). */
  ceiling:
    "We're receiving an unusual number of messages right now, so new ones are paused for a few minutes. Nothing you wrote is lost: it is still in the form. Please send it again later, or reach us on WhatsApp or by e-mail.",
  busy: "We couldn't take your message just now because the server is busy. Nothing you wrote is lost: please send it again in a minute.",
  tooSlow:
    "Your message took too long to reach us (the connection may be slow or have dropped).",
  tooLarge: "That is more than this form takes.",
  /** The database could not store it (its disk is full, read-only, unreachable). */
  notSaved:
    "Something on our side stopped us saving your message, so it has not reached us yet. Send it again in a few minutes, or reach us on WhatsApp or by e-mail.",
  failed:
    "Something went wrong on our side and your message was not saved. Nothing you wrote is lost: please send it again in a minute.",
  /** Pages that could not keep the text: the browser still has it. */
  goBack: `Press your browser's Back button: what you wrote is still in the form there. Send it again, or write to us at ${site.email}.`,
  goBackShorter: `Press your browser's Back button: what you wrote is still in the form there. Shorten the message, then send it again, or write to us at ${site.email}.`,
  /** Headings of the plain pages, by what went wrong. */
  headings: {
    ceiling: "Messages are paused for a few minutes",
    busy: "We're busy: please try again in a minute",
    tooSlow: "Your message didn't arrive in time",
    tooLarge: "Your message is too long",
    failed: "Your message wasn't saved",
    notSaved: "We could not save your message",
    otherSite: "This form can only be sent from our own site",
    rateLimited: "Please wait a few minutes",
  },
} as const;
