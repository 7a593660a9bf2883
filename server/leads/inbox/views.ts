import { site } from "../../../app/content/site";
import type { Session } from "./auth";
import type { LeadEventRow, LeadRow as Row } from "../storage/schema";
import { textFieldNames } from "../enquiries/enquiries";
import { escapeHtml, html, Html } from "../core/html";
import { istDateTime } from "../core/ist";
import type { Notice } from "../storage/notices";
import { attributionList, fieldList } from "./fieldViews";
import {
  type Delivery,
  isOverdue,
  REPLY_IN_MAIL_APP,
  replyDueAt,
  STATUSES,
} from "./leads";

const when = (at: number) =>
  html`<time datetime="${new Date(at).toISOString()}"
    >${istDateTime(at)}</time
  >`;

/** "3 h 20 min", "2 d 4 h", "12 min". */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const channelNames: Record<string, string> = {
  email: "E-mail to the studio",
  webhook: "Webhook",
  ack: "Acknowledgement to the visitor",
};
const channelName = (channel: string) => channelNames[channel] ?? channel;

/** Visitor's text in a block that keeps its line breaks, with no stray whitespace. */
const textBlock = (className: string, text: string) =>
  new Html(`<p class="${className}">${escapeHtml(text)}</p>`);

const csrfField = (session: Session) =>
  html`<input type="hidden" name="csrf" value="${session.csrf}" />`;

/** Where a change returns to: the list as it was, or the enquiry. */
const backField = (back: string) =>
  html`<input type="hidden" name="back" value="${back}" />`;

/**
 * The RFC 6068 mailto: link that answers an enquiry: to the visitor, with
 * the subject "Re: your enquiry to <studio>" and their message quoted.
 */
export function replyLink(row: Row): string {
  const email = String(row.email);
  const at = email.lastIndexOf("@");
  const to = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  const message = textFieldNames
    .map((name) => String(row[name] ?? ""))
    .join("\n\n");
  const body = [
    `Hi ${String(row.name)},`,
    "",
    "",
    "",
    `On ${istDateTime(Number(row.created_at))}, ${String(row.name)} wrote:`,
    ...message.split(/\r?\n/).map((line) => `> ${line}`),
  ].join("\r\n");
  const encode = (text: string) =>
    encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(`Re: your enquiry to ${site.name}`)}&body=${encode(body)}`;
}

/**
 * On a card in the list, an enquiry still waiting for a reply that nobody
 * has opened yet (what the "not opened yet" figure counts). Its status
 * chip says where it is in the pipeline ("new": not replied yet), a
 * different fact, so the two are worded differently.
 */
const unopenedBadge = (row: Row) =>
  row.seen_at === null && row.status === "new" && row.deleted_at === null
    ? html`<span class="badge" data-kind="unopened">Not opened yet</span>`
    : "";

function badges(row: Row, now: number, deliveries: Delivery[] = []) {
  const failed = deliveries.some(
    (d) => d.leadId === row.id && d.sentAt === null && d.attempts > 0,
  );
  return html`${
      isOverdue(row, now)
        ? html`<span class="badge" data-kind="overdue"
            >Overdue: reply was due
            ${istDateTime(replyDueAt(Number(row.created_at)))}</span
          >`
        : ""
    }
    ${
      failed
        ? html`<span class="badge" data-kind="failed"
            >Notification failed</span
          >`
        : ""
    }
    <span class="badge" data-status="${String(row.status)}"
      ><span class="visually-hidden">Status: </span>${String(row.status)}</span
    >`;
}

/** The status control: which status, on which version of the enquiry. */
function statusForm(row: Row, session: Session, back: string) {
  const id = `status-${String(row.id)}`;
  return html`<form
    method="post"
    action="/studio/leads/${String(row.id)}/status"
  >
    ${csrfField(session)} ${backField(back)}
    <input type="hidden" name="version" value="${String(row.version)}" />
    <div class="field">
      <label for="${id}"
        >Status<span class="visually-hidden">
          of ${String(row.name)}</span
        ></label
      >
      <select id="${id}" name="status">
        ${STATUSES.map(
          (s) =>
            html`<option value="${s}" ${s === row.status ? html`selected` : ""}>
              ${s}
            </option>`,
        )}
      </select>
    </div>
    <button type="submit">Save</button>
  </form>`;
}

function trashForm(row: Row, session: Session, back: string) {
  return html`<form
    method="post"
    action="/studio/leads/${String(row.id)}/trash"
  >
    ${csrfField(session)} ${backField(back)}
    <input type="hidden" name="version" value="${String(row.version)}" />
    <button type="submit" class="danger">
      Move to Trash<span class="visually-hidden"> (${String(row.name)})</span>
    </button>
  </form>`;
}

/**
 * Reply (the mail app, and replied) and, while the enquiry is new, "Mark
 * replied", which comes back to `back`: the list as it was, or this page.
 */
function replyAction(row: Row, session: Session, back: string) {
  return html`<a
      class="button primary"
      href="${replyLink(row)}"
      data-reply="/studio/leads/${String(row.id)}/replied"
      >Reply<span class="visually-hidden"> to ${String(row.name)}</span></a
    >${
      row.status === "new"
        ? html`<form
            method="post"
            action="/studio/leads/${String(row.id)}/replied"
          >
            ${csrfField(session)} ${backField(back)}
            <button type="submit">Mark replied</button>
          </form>`
        : ""
    }`;
}

export function noticeBanners(
  notices: Notice[],
  deliveries: Delivery[],
  session: Session,
  back: string,
) {
  if (notices.length === 0 && deliveries.length === 0) return "";
  return html`<section class="banners" aria-label="Notices">
    ${
      deliveries.length
        ? html`<div class="banner" data-tone="danger" role="alert">
            <p>
              <strong
                >${
                  deliveries.length === 1
                    ? "A notification has not gone out."
                    : `${deliveries.length} notifications have not gone out.`
                }</strong
              >
              ${deliveries.map(
                (d) =>
                  html`<br />${channelName(d.channel)} for
                    <a href="/studio/leads/${d.leadId}">${d.name}</a>:
                    <code>${d.lastError ?? "no answer"}</code> (${d.attempts}
                    ${d.attempts === 1 ? "try" : "tries"}; next
                    ${istDateTime(d.nextAttemptAt)})`,
              )}
            </p>
            <form method="post" action="/studio/outbox/retry">
              ${csrfField(session)} ${backField(back)}
              <button type="submit" class="primary">Retry now</button>
            </form>
          </div>`
        : ""
    }
    ${notices.map(
      (notice) =>
        html`<div class="banner notice" role="status">
          <p>${notice.message}</p>
          <form method="post" action="/studio/notices/clear">
            ${csrfField(session)}
            <input type="hidden" name="kind" value="${notice.kind}" />
            <button type="submit">Dismiss</button>
          </form>
        </div>`,
    )}
  </section>`;
}

type Figures = {
  waiting: number;
  unseen: number;
  overdue: number;
  medianReplyMs: number | null;
  replied: number;
};

export function figuresView(f: Figures) {
  return html`<dl class="figures" aria-label="At a glance">
    <div class="figure">
      <dt>Waiting</dt>
      <dd>${f.waiting}<small>${f.unseen} not opened yet</small></dd>
    </div>
    <div class="figure" ${f.overdue ? html`data-tone="alert"` : ""}>
      <dt>Overdue</dt>
      <dd>${f.overdue}<small>promised ${site.replyTime}</small></dd>
    </div>
    <div class="figure">
      <dt>
        First reply <span class="visually-hidden">(median, last 30 days)</span>
      </dt>
      <dd>
        ${f.medianReplyMs === null ? "None yet" : duration(f.medianReplyMs)}<small
          >${f.replied} ${f.replied === 1 ? "enquiry" : "enquiries"}
          replied</small
        >
      </dd>
    </div>
  </dl>`;
}

export function toolbar(q: string, status: string, action: string) {
  const csvHref = `/studio/leads.csv?${new URLSearchParams({ q, status })}`;
  return html`<form
    method="get"
    action="${action}"
    class="toolbar"
    role="search"
  >
    <div class="field">
      <label for="q">Search</label
      ><input id="q" name="q" type="search" value="${q}" />
    </div>
    <div class="field narrow">
      <label for="status">Status</label
      ><select id="status" name="status">
        <option value="">All</option>
        ${STATUSES.map(
          (s) =>
            html`<option value="${s}" ${s === status ? html`selected` : ""}>
              ${s}
            </option>`,
        )}
      </select>
    </div>
    <button type="submit">Show</button>
    <a class="button quiet" href="${csvHref}">Export CSV</a>
  </form>`;
}

/** One enquiry in the list. */
export function leadCard(
  row: Row,
  session: Session,
  back: string,
  now: number,
  deliveries: Delivery[],
) {
  const id = String(row.id);
  const detail = `/studio/leads/${id}?${new URLSearchParams({ back })}`;
  return html`<li
    class="lead"
    id="lead-${id}"
    ${row.seen_at === null ? html`data-unseen` : ""}
  >
    <div class="lead-head">
      <h2><a href="${detail}">${String(row.name)}</a></h2>
      ${unopenedBadge(row)} ${badges(row, now, deliveries)}
      ${when(Number(row.created_at))}
    </div>
    ${fieldList(row, ["name"])}
    ${textBlock("preview", textFieldNames.map((name) => String(row[name] ?? "")).join("\n\n"))}
    <div class="actions">
      ${replyAction(row, session, back)} ${statusForm(row, session, back)}
      ${trashForm(row, session, back)}
    </div>
  </li>`;
}

/** One enquiry in Trash: restore it, or go on to erase it. */
export function trashCard(row: Row, session: Session, now: number) {
  const id = String(row.id);
  const purgeAt = Number(row.deleted_at) + 30 * 24 * 60 * 60 * 1000;
  return html`<li class="lead" id="lead-${id}">
    <div class="lead-head">
      <h2>${String(row.name)}</h2>
      ${badges(row, now)} ${when(Number(row.created_at))}
    </div>
    ${fieldList(row, ["name"])}
    ${textBlock("preview", textFieldNames.map((name) => String(row[name] ?? "")).join("\n\n"))}
    <p class="hint">
      Moved to Trash ${istDateTime(Number(row.deleted_at))}; erased for good on
      ${istDateTime(purgeAt)} unless restored.
    </p>
    <div class="actions">
      <form method="post" action="/studio/leads/${id}/restore">
        ${csrfField(session)}
        <input type="hidden" name="version" value="${String(row.version)}" />
        <button type="submit" class="primary">
          Restore<span class="visually-hidden"> (${String(row.name)})</span>
        </button>
      </form>
      <a class="button danger" href="/studio/leads/${id}/erase"
        >Delete for good…<span class="visually-hidden">
          (${String(row.name)})</span
        ></a
      >
    </div>
  </li>`;
}

const eventText: Record<string, (detail: string) => string> = {
  status: (detail) => `Status changed: ${detail}`,
  // Reply in the inbox opens the mail app (its script says so); "Mark
  // replied" only records that the studio replied.
  reply: (detail) =>
    detail === REPLY_IN_MAIL_APP
      ? "Reply opened in the mail app"
      : "Marked replied",
  trash: () => "Moved to Trash",
  restore: () => "Restored from Trash",
};

/** The enquiry's whole record: message, details, delivery, notes, history. */
export function leadDetail(
  row: Row,
  events: Pick<LeadEventRow, "at" | "kind" | "detail">[],
  deliveries: Delivery[],
  session: Session,
  back: string,
  now: number,
) {
  const id = String(row.id);
  const self = `/studio/leads/${id}?${new URLSearchParams({ back })}`;
  const isTrash = row.deleted_at !== null;
  return html`<p>
      <a class="back" href="${back}"
        >← ${isTrash ? "Back to Trash" : "All enquiries"}</a
      >
    </p>
    <div class="page-head">
      <h1>${String(row.name)}</h1>
      <div class="lead-head">${badges(row, now, deliveries)}</div>
    </div>
    <div class="detail">
      <div class="panel">
        <h2>Message</h2>
        ${textFieldNames.map((name) =>
          textBlock("message", String(row[name] ?? "")),
        )}
        <p class="hint">Received ${when(Number(row.created_at))}</p>
        <h2>Where it came from</h2>
        ${attributionList(row)}
      </div>
      <div class="panel">
        <h2>Contact</h2>
        ${fieldList(row, ["name"])}
        ${
          isTrash
            ? html`<p>This enquiry is in Trash.</p>
                <p><a class="button" href="/studio/trash">Go to Trash</a></p>`
            : html`<div class="actions">${replyAction(row, session, self)}</div>
                <div class="actions">${statusForm(row, session, self)}</div>
                <div class="actions">${trashForm(row, session, back)}</div>`
        }
        <h2>Notifications</h2>
        ${
          deliveries.length
            ? html`<ul class="delivery">
                  ${deliveries.map(
                    (d) =>
                      html`<li>
                        <span>${channelName(d.channel)}:</span>
                        ${
                          d.sentAt !== null
                            ? html`<span class="badge" data-kind="replied"
                                >Sent</span
                              >`
                            : d.attempts > 0
                              ? html`<span class="badge" data-kind="failed"
                                    >Failed</span
                                  >
                                  <code>${d.lastError ?? ""}</code>`
                              : html`<span class="badge">Waiting</span>`
                        }
                      </li>`,
                  )}
                </ul>
                ${
                  deliveries.some((d) => d.sentAt === null)
                    ? html`<form method="post" action="/studio/outbox/retry">
                        ${csrfField(session)} ${backField(self)}
                        <input type="hidden" name="lead" value="${id}" />
                        <button type="submit" class="primary">Retry now</button>
                      </form>`
                    : ""
                }`
            : html`<p class="hint">None configured.</p>`
        }
      </div>
      <div class="panel">
        <h2>Notes</h2>
        <form method="post" action="/studio/leads/${id}/notes" class="field">
          ${csrfField(session)} ${backField(self)}
          <label for="note">Add a note</label>
          <textarea
            id="note"
            name="note"
            rows="3"
            maxlength="2000"
            required
          ></textarea>
          <p><button type="submit">Add note</button></p>
        </form>
        <h2>History</h2>
        <ol class="timeline">
          <li>
            ${when(Number(row.created_at))}
            <span
              >Received from the
              ${row.source === "no-js" ? "form without JavaScript" : "site's form"}</span
            >
          </li>
          ${events.map(
            (event) =>
              html`<li>
                ${when(Number(event.at))}
                ${
                  event.kind === "note"
                    ? html`<span>Note</span>
                        ${textBlock("note", String(event.detail))}`
                    : html`<span
                        >${(
                          eventText[String(event.kind)] ??
                          (() => String(event.kind))
                        )(String(event.detail))}</span
                      >`
                }
              </li>`,
          )}
        </ol>
      </div>
    </div>`;
}

/** The explicit confirmation "delete for good" needs. */
export function eraseConfirmation(row: Row, session: Session) {
  const id = String(row.id);
  return html`<div class="panel confirm">
    <h1>Delete this enquiry for good?</h1>
    <p>
      ${String(row.name)}'s enquiry of ${when(Number(row.created_at))}, its
      notes and its history are erased from the database and cannot be restored.
      Do this for an erasure request under the DPDP Act; otherwise leave it in
      Trash, where it is erased by itself after 30 days.
    </p>
    <form method="post" action="/studio/leads/${id}/erase" class="field">
      ${csrfField(session)}
      <label class="check"
        ><input type="checkbox" name="confirm" value="yes" required />
        <span>Yes, erase ${String(row.name)}'s enquiry for good</span></label
      >
      <div class="actions">
        <button type="submit" class="danger solid">Delete for good</button>
        <a class="button" href="/studio/trash">Keep it in Trash</a>
      </div>
    </form>
  </div>`;
}

/** A change that could not be made, and why; nothing was changed. */
export function problem(heading: string, text: string | Html, back: string) {
  return html`<div class="panel confirm" role="alert">
    <h1>${heading}</h1>
    <p>${text}</p>
    <p>Nothing was changed.</p>
    <p><a class="button primary" href="${back}">Back</a></p>
  </div>`;
}
