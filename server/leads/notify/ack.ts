import { contactNextSteps } from "../../../app/content/contact";
import { site } from "../../../app/content/site";
import { plainTextLines, textFieldNames } from "../enquiries/enquiries";
import { html } from "../core/html";
import type { MailTransport, Sender } from "./senders";

/**
 * The visitor's acknowledgement (LEADS_ACK=1), sent through the outbox like
 * the studio's own e-mail, once per enquiry (one outbox row per enquiry and
 * channel), only for an enquiry that passed every check and was stored: a
 * refused address, the honeypot, a repeat or a rate-limited send never gets
 * one. From the studio's address; a reply reaches the studio.
 */
export const ackText = {
  subject: `We have your message - ${site.name}`,
  greeting: (name: string) => `Hi ${name},`,
  received: `Thank you for writing to ${site.name}. Your message reached us, and we reply ${site.replyTime}, Monday to Saturday.`,
  next: contactNextSteps.heading,
  copy: "What you sent us:",
  reply: "If you want to add anything, reply to this e-mail.",
  signOff: `${site.name}, ${site.address.line}`,
};

export function ackSender(
  transport: MailTransport,
  { from, replyTo }: { from: string; replyTo: string },
): Sender {
  return async (lead) => {
    const message = textFieldNames.map((name) => lead[name]).join("\n\n");
    const details = plainTextLines(lead, lead.row);
    const text = [
      ackText.greeting(lead.name),
      "",
      ackText.received,
      "",
      `${ackText.next}:`,
      ...contactNextSteps.steps.map((step, index) => `${index + 1}. ${step}`),
      "",
      ackText.copy,
      "",
      ...details,
      "",
      message,
      "",
      ackText.reply,
      "",
      ackText.signOff,
    ].join("\n");
    // Every value is escaped by `html`: the visitor's words stay text.
    const body = html`<p>${ackText.greeting(lead.name)}</p>
      <p>${ackText.received}</p>
      <p><strong>${ackText.next}</strong></p>
      <ol>
        ${contactNextSteps.steps.map((step) => html`<li>${step}</li>`)}
      </ol>
      <p><strong>${ackText.copy}</strong></p>
      <p>${details.map((line) => html`${line}<br />`)}</p>
      <blockquote style="white-space: pre-wrap">${message}</blockquote>
      <p>${ackText.reply}</p>
      <p>${ackText.signOff}</p>`;
    await transport.sendMail({
      from,
      to: lead.email,
      replyTo,
      subject: ackText.subject,
      text,
      html: `<!doctype html><html lang="en"><body>${body.value}</body></html>`,
      // Fixed per enquiry, so a rare repeat reads as one.
      messageId: `<ack-${lead.id}@leads.invalid>`,
    });
  };
}
