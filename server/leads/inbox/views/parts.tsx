/** @jsxImportSource hono/jsx */
import { textFieldNames } from "../../enquiries/enquiries";
import { istDateTime } from "../../core/ist";
import type { LeadRow as Row } from "../../storage/schema";
import type { Session } from "../auth";
import { type Delivery, isOverdue, replyDueAt } from "../leads";
import { inboxWords } from "../words";

const words = inboxWords.parts;

/*
 * The small parts the studio's pages share: times, hidden fields, an
 * enquiry's status dot and flags, the reply link.
 */

/** A moment as the inbox shows it: "2 Dec 2026, 5:33 am IST". */
export const When = ({ at }: { at: number }) => (
  <time datetime={new Date(at).toISOString()}>{istDateTime(at)}</time>
);

/** "3 h 20 min", "2 d 4 h", "12 min". */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** "now", "12 min", "5 h", "3 d", "4 wk": how long ago, in a row's corner. */
export function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days < 14 ? `${days} d` : `${Math.floor(days / 7)} wk`;
}

/** How long ago, with the full time for a hover and for assistive tech. */
export function Age({ at, now }: { at: number; now: number }) {
  const ago = age(now - at);
  return (
    <time datetime={new Date(at).toISOString()} title={istDateTime(at)}>
      {ago}
      <span class="visually-hidden">
        {ago === "now" ? "" : words.ago}, {istDateTime(at)}
      </span>
    </time>
  );
}

export const CsrfField = ({ session }: { session: Session }) => (
  <input type="hidden" name="csrf" value={session.csrf} />
);

/** Where a change returns to: the list as it was, or the enquiry. */
export const BackField = ({ back }: { back: string }) => (
  <input type="hidden" name="back" value={back} />
);

export const VersionField = ({ row }: { row: Row }) => (
  <input type="hidden" name="version" value={row.version} />
);

/** The enquiry's text fields together, as the visitor wrote them. */
export const messageOf = (row: Row) =>
  textFieldNames.map((name) => row[name]).join("\n\n");

/** Its status as a coloured dot, said in words to assistive tech. */
export const StatusDot = ({ row }: { row: Row }) => (
  <span class="dot" data-status={row.status}>
    <span class="visually-hidden">
      {words.status}
      <span data-status-word>{row.status}</span>
    </span>
  </span>
);

/** Its status as a dot and a word (one enquiry's page). */
export const StatusWord = ({ row }: { row: Row }) => (
  <span class="status" data-status={row.status}>
    <span class="dot" data-status={row.status} aria-hidden="true" />
    <span>
      <span class="visually-hidden">{words.status}</span>
      <span data-status-word>{row.status}</span>
    </span>
  </span>
);

/**
 * An enquiry still waiting for a reply that nobody has opened yet (what
 * the "not opened yet" figure counts). Its status says where it is in the
 * pipeline ("new": not replied yet), a different fact, in other words.
 */
export const UnopenedTag = ({ row }: { row: Row }) =>
  row.seen_at === null && row.status === "new" && row.deleted_at === null ? (
    <span class="tag" data-kind="unopened">
      {words.unopened}
    </span>
  ) : null;

/** What needs the studio's attention: overdue, a notification that failed. */
export function Flags({
  row,
  now,
  deliveries = [],
}: {
  row: Row;
  now: number;
  deliveries?: Delivery[];
}) {
  const failed = deliveries.some(
    (d) => d.leadId === row.id && d.sentAt === null && d.attempts > 0,
  );
  return (
    <>
      {isOverdue(row, now) ? (
        <span class="badge" data-kind="overdue">
          {words.overdue(istDateTime(replyDueAt(row.created_at)))}
        </span>
      ) : null}
      {failed ? (
        <span class="badge" data-kind="failed">
          {words.failed}
        </span>
      ) : null}
    </>
  );
}

/**
 * The RFC 6068 mailto: link that answers an enquiry: to the visitor, with
 * the subject "Re: your enquiry to <studio>" and their message quoted.
 */
export function replyLink(row: Row): string {
  const email = row.email;
  const at = email.lastIndexOf("@");
  const to = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  const body = [
    words.replyGreeting(row.name),
    "",
    "",
    "",
    words.replyQuote(istDateTime(row.created_at), row.name),
    ...messageOf(row)
      .split(/\r?\n/)
      .map((line) => `> ${line}`),
  ].join("\r\n");
  const encode = (text: string) =>
    encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(words.replySubject)}&body=${encode(body)}`;
}

/** Who a notification goes to, in words. */
const channelNames: Partial<Record<string, string>> = words.channels;
export const channelName = (channel: string) =>
  channelNames[channel] ?? channel;
