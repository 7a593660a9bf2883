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
  /** The plain pages of the form without JavaScript. */
  pages: {
    thanksTitle: "Thank you",
    thanksHeading: "Thank you: your message reached us",
    thanksReply: `We reply ${site.replyTime}, Monday to Saturday.`,
    backHome: `Back to ${site.name}`,
    checkForm: "Please check the form",
    /** Before the studio's e-mail address, as a link. */
    nothingLost:
      "Nothing you wrote is lost: it is below. Send it again, or write to us at",
    backToForm: "Back to the contact form",
    /** The hidden spam trap's label (people never see it). */
    honeypotLabel: "Company website",
    otherSite: "This form can only be sent from our own site.",
  },
  /**
   * The visitor's acknowledgement e-mail: nothing in it is what they typed
   * but a first name (`server/leads/notify/ack.ts`).
   */
  ack: {
    subject: `We have your message - ${site.name}`,
    greeting: (firstName: string) =>
      firstName ? `Hi ${firstName},` : "Hello,",
    received: `Thank you for writing to ${site.name}. Your message reached us, and we reply ${site.replyTime}, Monday to Saturday.`,
    notYou:
      "If you did not write to us, you can ignore this e-mail: someone typed your address into the contact form on our site.",
    reply: "If you want to add anything, reply to this e-mail.",
    signOff: `${site.name}, ${site.address.line}`,
  },
} as const;
