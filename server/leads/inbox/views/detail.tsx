/** @jsxImportSource hono/jsx */
import { textFieldNames } from "../../enquiries/enquiries";
import type { LeadEventRow, LeadRow as Row } from "../../storage/schema";
import type { Session } from "../auth";
import { type Delivery, REPLY_IN_MAIL_APP } from "../leads";
import { AttributionList, FieldList } from "./fields";
import { inboxWords } from "../words";
import { ReplyLink, MarkReplied, StatusForm, TrashForm } from "./actions";
import {
  BackField,
  channelName,
  CsrfField,
  Flags,
  StatusWord,
  When,
} from "./parts";

/*
 * One enquiry: Reply at the top (held under the finger on a phone), the
 * message, the notes, then contact, where it came from, notifications and
 * history.
 */

const words = inboxWords.detail;

const eventText: Record<string, (detail: string) => string> = {
  status: words.statusChanged,
  // Reply in the inbox opens the mail app (its script says so); "Mark
  // replied" only records that the studio replied.
  reply: (detail) =>
    detail === REPLY_IN_MAIL_APP ? words.replyInMailApp : words.markedReplied,
  trash: () => words.trashed,
  restore: () => words.restored,
};

type DetailProps = {
  row: Row;
  events: Pick<LeadEventRow, "at" | "kind" | "detail">[];
  deliveries: Delivery[];
  session: Session;
  back: string;
  now: number;
};

function Notes({ row, events, session, self }: DetailProps & { self: string }) {
  const notes = events.filter((event) => event.kind === "note");
  return (
    <section class="panel" aria-labelledby="notes">
      <h2 id="notes">{words.notes}</h2>
      {notes.length ? (
        <ol class="timeline notes">
          {notes.map((note) => (
            <li>
              <When at={note.at} />
              <p class="note">{note.detail}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form
        method="post"
        action={`/studio/leads/${row.id}/notes`}
        class="field"
      >
        <CsrfField session={session} />
        <BackField back={self} />
        <label for="note">{words.addNote}</label>
        <textarea id="note" name="note" rows={3} maxlength={2000} required />
        <p>
          <button type="submit">{words.addNoteButton}</button>
        </p>
      </form>
    </section>
  );
}

function Notifications({
  row,
  deliveries,
  session,
  self,
}: DetailProps & { self: string }) {
  return (
    <section class="panel" aria-labelledby="notifications">
      <h2 id="notifications">{words.notifications}</h2>
      {deliveries.length ? (
        <>
          <ul class="delivery">
            {deliveries.map((d) => (
              <li>
                <span>{channelName(d.channel)}:</span>
                {d.sentAt !== null ? (
                  <span class="badge" data-kind="replied">
                    {words.sent}
                  </span>
                ) : d.attempts > 0 ? (
                  <>
                    <span class="badge" data-kind="failed">
                      {words.failed}
                    </span>
                    <code>{d.lastError ?? ""}</code>
                  </>
                ) : (
                  <span class="badge">{words.waiting}</span>
                )}
              </li>
            ))}
          </ul>
          {deliveries.some((d) => d.sentAt === null) ? (
            <form method="post" action="/studio/outbox/retry">
              <CsrfField session={session} />
              <BackField back={self} />
              <input type="hidden" name="lead" value={row.id} />
              <button type="submit" class="primary">
                {words.retry}
              </button>
            </form>
          ) : null}
        </>
      ) : (
        <p class="hint">{words.noneConfigured}</p>
      )}
    </section>
  );
}

function History({ row, events }: DetailProps) {
  return (
    <section class="panel" aria-labelledby="history">
      <h2 id="history">{words.history}</h2>
      <ol class="timeline">
        <li>
          <When at={row.created_at} />
          <span>{words.receivedFrom(row.source)}</span>
        </li>
        {events
          .filter((event) => event.kind !== "note")
          .map((event) => (
            <li>
              <When at={event.at} />
              <span>
                {(eventText[event.kind] ?? (() => event.kind))(event.detail)}
              </span>
            </li>
          ))}
      </ol>
    </section>
  );
}

/** The enquiry's whole record. */
export function LeadDetail(props: DetailProps) {
  const { row, deliveries, session, back, now } = props;
  const id = row.id;
  const self = `/studio/leads/${id}?${new URLSearchParams({ back })}`;
  const isTrash = row.deleted_at !== null;
  return (
    <>
      <p>
        <a class="back" href={back}>
          {isTrash ? words.backToTrash : words.backToAll}
        </a>
      </p>
      <div class="lead-page-head">
        <h1>{row.name}</h1>
        <p class="flags">
          <StatusWord row={row} />
          <Flags row={row} now={now} deliveries={deliveries} />
        </p>
      </div>
      {isTrash ? (
        <p class="banner">
          {words.inTrash}
          <a class="button" href="/studio/trash">
            {words.goToTrash}
          </a>
        </p>
      ) : (
        <div class="reply-bar">
          <ReplyLink row={row} />
          <MarkReplied row={row} session={session} back={self} />
        </div>
      )}
      <div class="detail">
        <div class="detail-side">
          <section class="panel" aria-labelledby="message">
            <h2 id="message">{words.message}</h2>
            {textFieldNames.map((name) => (
              <p class="message">{row[name]}</p>
            ))}
            <p class="hint">
              {words.received}
              <When at={row.created_at} />
            </p>
          </section>
          <Notes {...props} self={self} />
          <History {...props} />
        </div>
        <div class="detail-side">
          <section class="panel" aria-labelledby="contact">
            <h2 id="contact">{words.contact}</h2>
            <FieldList row={row} skip={["name"]} isLangShown />
            {isTrash ? null : (
              <>
                <div class="actions">
                  <StatusForm row={row} session={session} back={self} />
                </div>
                <div class="actions">
                  <TrashForm row={row} session={session} back={back} />
                </div>
              </>
            )}
          </section>
          <section class="panel" aria-labelledby="origin">
            <h2 id="origin">{words.origin}</h2>
            <AttributionList row={row} />
          </section>
          <Notifications {...props} self={self} />
        </div>
      </div>
    </>
  );
}
