/** @jsxImportSource hono/jsx */
import { istDateTime } from "../../core/ist";
import type { LeadRow as Row } from "../../storage/schema";
import type { Session } from "../auth";
import type { Delivery } from "../leads";
import {
  MarkReplied,
  ReplyLink,
  type RowForm,
  StatusForm,
  TrashForm,
} from "./actions";
import { inboxWords } from "../words";
import { FieldList } from "./fields";
import {
  Age,
  CsrfField,
  Flags,
  messageOf,
  StatusDot,
  UnopenedTag,
  VersionField,
} from "./parts";

/*
 * The inbox's list and Trash: figures, search, and one row per enquiry
 * (name, first line, age, status dot) with two actions, Reply and a menu
 * holding the rest.
 */

const words = inboxWords.list;

type RowProps = RowForm & { now: number; deliveries: Delivery[] };

/** The rest of a row's actions, behind one button: a menu without script. */
function RowMenu({ row, session, back }: RowProps) {
  const id = row.id;
  return (
    <details class="menu">
      <summary>
        <span class="more-dots" aria-hidden="true">
          ⋯
        </span>
        <span class="more-label narrow-hidden">
          {words.more}
          <span class="visually-hidden">{words.moreFor(row.name)}</span>
        </span>
      </summary>
      <div class="menu-panel">
        <FieldList row={row} skip={["name"]} />
        <a
          class="button"
          href={`/studio/leads/${id}?${new URLSearchParams({ back })}`}
        >
          {words.open}
        </a>
        <MarkReplied row={row} session={session} back={back} />
        <StatusForm row={row} session={session} back={back} />
        <hr />
        <TrashForm row={row} session={session} back={back} />
      </div>
    </details>
  );
}

/** One enquiry in the list: status dot, name, age; its first line; Reply and the menu. */
export function LeadRow(props: RowProps) {
  const { row, now, deliveries, back } = props;
  const id = row.id;
  const detail = `/studio/leads/${id}?${new URLSearchParams({ back })}`;
  return (
    <li
      class="lead"
      id={`lead-${id}`}
      data-unseen={row.seen_at === null ? "" : undefined}
    >
      <div class="lead-main">
        <div class="lead-head">
          <h2>
            <a href={detail}>{row.name}</a>
          </h2>
          <UnopenedTag row={row} />
          <StatusDot row={row} />
          <Age at={row.created_at} now={now} />
        </div>
        <p class="first-line">{messageOf(row).trim().split(/\r?\n/)[0]}</p>
        <p class="flags">
          <Flags row={row} now={now} deliveries={deliveries} />
        </p>
      </div>
      <div class="row-actions">
        <ReplyLink row={row} />
        <RowMenu {...props} />
      </div>
    </li>
  );
}

/** One enquiry in Trash: restore it, or go on to erase it. */
export function TrashRow({
  row,
  session,
  now,
}: {
  row: Row;
  session: Session;
  now: number;
}) {
  const id = row.id;
  const purgeAt = (row.deleted_at ?? 0) + 30 * 24 * 60 * 60 * 1000;
  return (
    <li class="lead trash-row" id={`lead-${id}`}>
      <div class="lead-main">
        <div class="lead-head">
          <h2>{row.name}</h2>
          <StatusDot row={row} />
          <Age at={row.created_at} now={now} />
        </div>
        <p class="first-line">{messageOf(row).trim().split(/\r?\n/)[0]}</p>
        <p class="hint">
          {words.movedToTrash(
            istDateTime(row.deleted_at ?? 0),
            istDateTime(purgeAt),
          )}
        </p>
      </div>
      <div class="row-actions">
        <form method="post" action={`/studio/leads/${id}/restore`}>
          <CsrfField session={session} />
          <VersionField row={row} />
          <button type="submit" class="primary">
            {words.restore}
            <span class="visually-hidden">{words.whose(row.name)}</span>
          </button>
        </form>
        <a class="button danger" href={`/studio/leads/${id}/erase`}>
          {words.eraseForGood}
          <span class="visually-hidden">{words.whose(row.name)}</span>
        </a>
      </div>
    </li>
  );
}
