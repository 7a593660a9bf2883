import { enquiryFieldNames } from "../../../app/content/enquiry";
import type { ContactValues } from "../../../app/lib/constants";
import type { LeadsConfig } from "../core/config";
import type { LeadRow } from "../storage/schema";
import { Webhook } from "standardwebhooks";
import { ackSender } from "./ack";
import { fromStudio, studioMessage } from "./studioMail";

/** An enquiry as stored: its fields (`app/content/enquiry.ts`) and more. */
export type StoredLead = ContactValues & {
  id: string;
  createdAt: number;
  /** The whole stored row (E.164 forms of phone numbers, and so on). */
  row?: LeadRow;
};

/** Sends one notification; throws when it did not go out. */
export type Sender = (lead: StoredLead) => Promise<void>;
export type Senders = Partial<Record<"email" | "webhook" | "ack", Sender>>;

/** What a mail transport must do: nodemailer's `sendMail` fits. */
export type MailTransport = {
  sendMail(message: {
    /** An address, or one with the name a mail client shows. */
    from: string | { name: string; address: string };
    to: string;
    replyTo: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    messageId: string;
  }): Promise<unknown>;
  /** Logs in once to check the settings (nodemailer's `verify`). */
  verify?(): Promise<unknown>;
};

/**
 * Characters that reorder the text around them (right-to-left overrides,
 * embeddings, isolates, marks): in a subject they can make a name read as
 * something else, so they are dropped.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A subject line cannot carry line breaks, control or bidi characters. */
export const oneLine = (text: string) =>
  [...text.replace(BIDI_CONTROLS, "")]
    .map((char) => (/\p{Cc}/u.test(char) ? " " : char))
    .join("")
    .slice(0, 120);

export function emailSender(
  transport: MailTransport,
  { to, from }: { to: string; from: string },
): Sender {
  return async (lead) => {
    await transport.sendMail({
      from: fromStudio(from),
      to,
      // Reply goes straight to the visitor.
      replyTo: lead.email,
      subject: oneLine(`New enquiry from ${lead.name}`),
      ...studioMessage(lead),
      // The same ID on every attempt, so a mail client shows a rare
      // duplicate (sent, then the process died before recording it) once.
      messageId: `<lead-${lead.id}@leads.invalid>`,
    });
  };
}

/**
 * Several enquiries in one e-mail to the studio, sent past the ceiling on
 * notifications (outbox.ts): each with who wrote, when, and the start of
 * the message; the whole of each is in the inbox.
 */
export function digestSender(
  transport: MailTransport,
  { to, from }: { to: string; from: string },
) {
  return async (leads: StoredLead[]) => {
    const count =
      leads.length === 1 ? "1 enquiry" : `${leads.length} enquiries`;
    const lines = leads.flatMap((lead) => [
      `${new Date(lead.createdAt).toISOString()}  ${oneLine(lead.name)} <${lead.email}>`,
      `  ${oneLine(lead.message)}`,
      `  -- Enquiry ${lead.id}`,
      "",
    ]);
    await transport.sendMail({
      from,
      to,
      replyTo: to,
      subject: oneLine(`${count} in one digest`),
      text: [
        `More enquiries arrived than the ceiling on notifications sends one by one (LEADS_MAX_NOTIFICATIONS_PER_MINUTE, _PER_DAY), so here they are together, oldest first. Each one is in the inbox in full.`,
        "",
        ...lines,
      ].join("\n"),
      messageId: `<digest-${leads[0]?.id ?? "none"}-${leads.length}@leads.invalid>`,
    });
  };
}

/** Mentions (`@channel`, `@here`, `@everyone`) as text: a zero-width space after the @. */
const quietMentions = (text: string) =>
  text.replace(/(^|[^\w.+-])@(?=\w)/g, "$1@\u200b");

/**
 * Text for Slack (and Mattermost) `text`: `&`, `<` and `>` escaped as Slack
 * asks, so `<!channel>`, `<@U123>` and disguised links `<https://…|label>`
 * arrive as the characters the visitor typed; mentions written out loud
 * stay text.
 */
export function slackText(text: string) {
  return quietMentions(
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
  );
}

/**
 * Text for Discord `content`: every markdown character escaped, so a masked
 * link `[label](https://…)`, a heading or a spoiler arrives as typed;
 * mentions stay text (and `allowed_mentions` pings nobody anyway). At most
 * the 2,000 characters Discord takes.
 */
export function discordText(text: string) {
  const escaped = quietMentions(
    text.replace(/[\\*_~`|>#\-[\]()<]/g, (char) => `\\${char}`),
  );
  return escaped.length > 2000 ? `${escaped.slice(0, 1999)}…` : escaped;
}

/** The id a receiver can drop repeats by: the same on every attempt. */
export const webhookEventId = (lead: StoredLead) => `enquiry:${lead.id}`;

/** Just the enquiry's declared fields. */
function fieldsOf(lead: StoredLead): ContactValues {
  return Object.fromEntries(
    enquiryFieldNames.map((name) => [name, lead[name]]),
  ) as ContactValues;
}

/**
 * POSTs each enquiry as JSON, signed per Standard Webhooks
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with
 * LEADS_WEBHOOK_SECRET. A redirect is never followed: the enquiry goes to
 * the address configured and nowhere else, and a 3xx is a failure, retried
 * and shown in the inbox, never "sent".
 */
export function webhookSender(
  url: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
  now: () => number = Date.now,
): Sender {
  const signer = new Webhook(secret);
  return async (lead) => {
    const eventId = webhookEventId(lead);
    const summary = `New enquiry from ${lead.name} <${lead.email}>:\n${lead.message}`;
    const body = JSON.stringify({
      type: "enquiry",
      eventId,
      id: lead.id,
      ...fieldsOf(lead),
      createdAt: new Date(lead.createdAt).toISOString(),
      // Slack, Mattermost and similar read `text`; Discord `content`.
      text: slackText(summary),
      content: discordText(summary),
      allowed_mentions: { parse: [] },
    });
    // The id is the same on every attempt, so a receiver drops repeats.
    const timestamp = new Date(now());
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // A retry after a crash or a timeout carries the same key.
        "Idempotency-Key": eventId,
        "webhook-id": eventId,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signer.sign(eventId, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400) {
      const location = (response.headers.get("location") ?? "").slice(0, 100);
      throw new Error(
        `webhook answered ${response.status}, a redirect${location ? ` to ${location}` : ""}: not followed; set LEADS_WEBHOOK_URL to the final address`,
      );
    }
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

/** The channels the configuration turns on. */
export function configuredSenders(
  config: LeadsConfig,
  transport: MailTransport | undefined,
): Senders {
  const senders: Senders = {};
  if (transport && config.notifyTo) {
    senders.email = emailSender(transport, {
      to: config.notifyTo,
      from: config.notifyFrom ?? config.notifyTo,
    });
  }
  if (config.webhookUrl && config.webhookSecret)
    senders.webhook = webhookSender(config.webhookUrl, config.webhookSecret);
  if (config.ack && transport && config.notifyTo) {
    senders.ack = ackSender(transport, {
      from: config.notifyFrom ?? config.notifyTo,
      replyTo: config.notifyTo,
    });
  }
  return senders;
}
