/** @jsxImportSource hono/jsx */
import type { LeadRow as Row } from "../../storage/schema";
import type { Session } from "../auth";
import { REPLY_IN_MAIL_APP, STATUSES } from "../leads";
import { BackField, CsrfField, replyLink, VersionField } from "./parts";
import { inboxWords } from "../words";

const words = inboxWords.actions;

/*
 * What can be done to one enquiry, from its row's menu or its page: Reply,
 * Mark replied, its status, Trash.
 */

/** What a form about one enquiry needs: the enquiry, the session, where to go back to. */
export type RowForm = { row: Row; session: Session; back: string };

/** Reply: opens the mail app, and (with the script) marks the enquiry replied. */
export const ReplyLink = ({ row }: { row: Row }) => (
  <a
    class="button primary"
    href={replyLink(row)}
    data-reply={`/studio/leads/${row.id}/replied`}
    data-via={REPLY_IN_MAIL_APP}
  >
    {words.reply}
    <span class="visually-hidden">{words.replyTo(row.name)}</span>
  </a>
);

/** "Mark replied", while the enquiry is new; back to `back` after. */
export const MarkReplied = ({ row, session, back }: RowForm) =>
  row.status === "new" ? (
    <form method="post" action={`/studio/leads/${row.id}/replied`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <button type="submit">{words.markReplied}</button>
    </form>
  ) : null;

/** The status control: which status, on which version of the enquiry. */
export function StatusForm({ row, session, back }: RowForm) {
  const id = `status-${row.id}`;
  return (
    <form method="post" action={`/studio/leads/${row.id}/status`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <VersionField row={row} />
      <div class="field">
        <label for={id}>
          {words.status}
          <span class="visually-hidden">{words.statusOf(row.name)}</span>
        </label>
        <select id={id} name="status">
          {STATUSES.map((s) => (
            <option value={s} selected={s === row.status}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{words.save}</button>
    </form>
  );
}

export const TrashForm = ({ row, session, back }: RowForm) => (
  <form method="post" action={`/studio/leads/${row.id}/trash`}>
    <CsrfField session={session} />
    <BackField back={back} />
    <VersionField row={row} />
    <button type="submit" class="danger">
      {words.trash}
      <span class="visually-hidden">{inboxWords.list.whose(row.name)}</span>
    </button>
  </form>
);
