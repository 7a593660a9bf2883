import { contactNextSteps } from "../../../app/content/contact";
import { leadServiceContent } from "../../../app/content/leadService";
import { site } from "../../../app/content/site";
import { langOf, visitorWords } from "../enquiries/enquiries";
import { AckBody, mailDocument } from "./mailBodies";
import type { MailTransport, Sender } from "./senders";

/**
 * The visitor's acknowledgement (LEADS_ACK=1), sent through the outbox like
 * the studio's own e-mail, only for an enquiry that passed every check and
 * was stored from the form (with its timing check), at most once a day per
 * mailbox and within its own daily budget (app.ts). It cannot be aimed: it
 * carries nothing the visitor typed but a first name, short and with
 * nothing that reads as a link, so a stranger's address typed into the form
 * gets one plain note, never someone else's words. From the studio's
 * address; a reply reaches the studio.
 */
export const ackText = {
  ...leadServiceContent.ack,
  next: contactNextSteps.heading,
};

/** At most this many characters of the first name are used. */
export const FIRST_NAME_MAX = 40;

/**
 * The first word of a name, for the greeting: letters, marks and the
 * joiners of real names only (an apostrophe, a hyphen), at most 40
 * characters; anything else (a dot, a slash, a colon, digits, `@`: what a
 * link or an address needs) and the name is left out.
 */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  const word = [...first].slice(0, FIRST_NAME_MAX).join("");
  if (!/^[\p{L}\p{M}][\p{L}\p{M}'’-]*$/u.test(word)) return "";
  return /^(www|https?|ftp|mailto)/iu.test(word) ? "" : word;
}

/**
 * An e-mail address as the mailbox behind it: lower case, without a
 * `+tag`, and for Gmail without the dots, so `Victim+1@Gmail.com` and
 * `v.i.c.t.i.m@gmail.com` count as one recipient.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at).split("+")[0] ?? "";
  const domain = address.slice(at + 1).replace(/\.$/, "");
  const isGmail = domain === "gmail.com" || domain === "googlemail.com";
  if (isGmail) local = local.replace(/\./g, "");
  return `${local}@${isGmail ? "gmail.com" : domain}`;
}

/** The studio's name before its address, as a mail client shows it. */
export const withDisplayName = (address: string) => ({
  name: site.name,
  address: address.split(",")[0]?.trim() ?? address,
});

export function ackSender(
  transport: MailTransport,
  { from, replyTo }: { from: string; replyTo: string },
): Sender {
  return async (lead) => {
    // In the language of the page the visitor wrote from.
    const lang = langOf(lead.row);
    const { service, nextSteps } = visitorWords(lang);
    const ackText = { ...service.ack, next: nextSteps.heading };
    const greeting = ackText.greeting(firstNameOf(lead.name));
    const text = [
      greeting,
      "",
      ackText.received,
      "",
      `${ackText.next}:`,
      ...nextSteps.steps.map((step, index) => `${index + 1}. ${step}`),
      "",
      ackText.reply,
      "",
      ackText.notYou,
      "",
      ackText.signOff,
    ].join("\n");
    await transport.sendMail({
      from: withDisplayName(from),
      to: lead.email,
      replyTo,
      subject: ackText.subject,
      text,
      html: mailDocument(
        lang,
        AckBody({
          greeting,
          received: ackText.received,
          next: ackText.next,
          steps: nextSteps.steps,
          after: [ackText.reply, ackText.notYou, ackText.signOff],
        }),
      ),
      // An automatic reply (RFC 3834): no out-of-office answers to it.
      headers: { "Auto-Submitted": "auto-replied" },
      // Fixed per enquiry, so a rare repeat reads as one.
      messageId: `<ack-${lead.id}@leads.invalid>`,
    });
  };
}
