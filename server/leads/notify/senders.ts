import { enquiryFieldNames } from "../../../app/content/enquiry";
import type { ContactValues } from "../../../app/lib/constants";
import type { LeadsConfig } from "../core/config";
import type { Row } from "../storage/db";
import { ackSender } from "./ack";
import { fromStudio, studioMessage } from "./studioMail";

/** An enquiry as stored: its fields (`app/content/enquiry.ts`) and more. */
export type StoredLead = ContactValues & {
  id: string;
  createdAt: number;
  /** The whole stored row (E.164 forms of phone numbers, and so on). */
  row?: Row;
};

/** Sends one notification; throws when it did not go out. */
export type Sender = (lead: StoredLead) => Promise<void>;
export type Senders = Partial<Record<"email" | "webhook" | "ack", Sender>>;

/** What a mail transport must do: nodemailer's `sendMail` fits. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    replyTo: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
  }): Promise<unknown>;
  /** Logs in once to check the settings (nodemailer's `verify`). */
  verify?(): Promise<unknown>;
};

/** A subject line cannot carry line breaks or control characters. */
const oneLine = (text: string) =>
  [...text]
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

export function webhookSender(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Sender {
  return async (lead) => {
    const eventId = webhookEventId(lead);
    const summary = `New enquiry from ${lead.name} <${lead.email}>:\n${lead.message}`;
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // A retry after a crash or a timeout carries the same key.
        "Idempotency-Key": eventId,
      },
      body: JSON.stringify({
        type: "enquiry",
        eventId,
        id: lead.id,
        ...fieldsOf(lead),
        createdAt: new Date(lead.createdAt).toISOString(),
        // Slack, Mattermost and similar read `text`; Discord `content`.
        text: slackText(summary),
        content: discordText(summary),
        allowed_mentions: { parse: [] },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
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
  if (config.webhookUrl) senders.webhook = webhookSender(config.webhookUrl);
  if (config.ack && transport && config.notifyTo) {
    senders.ack = ackSender(transport, {
      from: config.notifyFrom ?? config.notifyTo,
      replyTo: config.notifyTo,
    });
  }
  return senders;
}
