/** @jsxImportSource hono/jsx */
import { site } from "../../../../app/content/site";
import { istDateTime } from "../../core/ist";
import type { Row } from "../../storage/db";
import type { Notice } from "../../storage/notices";
import type { Session } from "../auth";
import { type Delivery, REPLY_IN_MAIL_APP, STATUSES } from "../leads";
import { FieldList } from "./fields";
import {
  Age,
  BackField,
  CsrfField,
  duration,
  Flags,
  messageOf,
  replyLink,
  StatusDot,
  UnopenedTag,
  VersionField,
} from "./parts";

/*
 * The inbox's list and Trash: figures, search, and one row per enquiry
 * (name, first line, age, status dot) with two actions, Reply and a menu
 * holding the rest.
 */

const channelNames: Record<string, string> = {
  email: "E-mail to the studio",
  webhook: "Webhook",
  ack: "Acknowledgement to the visitor",
};
export const channelName = (channel: string) =>
  channelNames[channel] ?? channel;

/** Reply: opens the mail app, and (with the script) marks the enquiry replied. */
export const ReplyLink = ({ row }: { row: Row }) => (
  <a
    class="button primary"
    href={replyLink(row)}
    data-reply={`/studio/leads/${String(row.id)}/replied`}
    data-via={REPLY_IN_MAIL_APP}
  >
    Reply<span class="visually-hidden"> to {String(row.name)}</span>
  </a>
);

/** "Mark replied", while the enquiry is new; back to `back` after. */
export const MarkReplied = ({
  row,
  session,
  back,
}: {
  row: Row;
  session: Session;
  back: string;
}) =>
  row.status === "new" ? (
    <form method="post" action={`/studio/leads/${String(row.id)}/replied`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <button type="submit">Mark replied</button>
    </form>
  ) : null;

/** The status control: which status, on which version of the enquiry. */
export function StatusForm({
  row,
  session,
  back,
}: {
  row: Row;
  session: Session;
  back: string;
}) {
  const id = `status-${String(row.id)}`;
  return (
    <form method="post" action={`/studio/leads/${String(row.id)}/status`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <VersionField row={row} />
      <div class="field">
        <label for={id}>
          Status<span class="visually-hidden"> of {String(row.name)}</span>
        </label>
        <select id={id} name="status">
          {STATUSES.map((s) => (
            <option value={s} selected={s === row.status}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">Save</button>
    </form>
  );
}

export const TrashForm = ({
  row,
  session,
  back,
}: {
  row: Row;
  session: Session;
  back: string;
}) => (
  <form method="post" action={`/studio/leads/${String(row.id)}/trash`}>
    <CsrfField session={session} />
    <BackField back={back} />
    <VersionField row={row} />
    <button type="submit" class="danger">
      Move to Trash<span class="visually-hidden"> ({String(row.name)})</span>
    </button>
  </form>
);

export function NoticeBanners({
  notices,
  deliveries,
  session,
  back,
}: {
  notices: Notice[];
  deliveries: Delivery[];
  session: Session;
  back: string;
}) {
  if (notices.length === 0 && deliveries.length === 0) return null;
  return (
    <section class="banners" aria-label="Notices">
      {deliveries.length ? (
        <div class="banner" data-tone="danger" role="alert">
          <p>
            <strong>
              {deliveries.length === 1
                ? "A notification has not gone out."
                : `${deliveries.length} notifications have not gone out.`}
            </strong>
            {deliveries.map((d) => (
              <>
                <br />
                {channelName(d.channel)} for{" "}
                <a href={`/studio/leads/${d.leadId}`}>{d.name}</a>:{" "}
                <code>{d.lastError ?? "no answer"}</code> ({d.attempts}{" "}
                {d.attempts === 1 ? "try" : "tries"}; next{" "}
                {istDateTime(d.nextAttemptAt)})
              </>
            ))}
          </p>
          <form method="post" action="/studio/outbox/retry">
            <CsrfField session={session} />
            <BackField back={back} />
            <button type="submit" class="primary">
              Retry now
            </button>
          </form>
        </div>
      ) : null}
      {notices.map((notice) => (
        <div class="banner notice" role="status">
          <p>{notice.message}</p>
          <form method="post" action="/studio/notices/clear">
            <CsrfField session={session} />
            <input type="hidden" name="kind" value={notice.kind} />
            <button type="submit">Dismiss</button>
          </form>
        </div>
      ))}
    </section>
  );
}

/** Right after Trash: what happened, and Undo (a restore that comes back here). */
export const UndoBanner = ({
  row,
  session,
  back,
}: {
  row: Row;
  session: Session;
  back: string;
}) => (
  <div class="banner" role="status">
    <p>
      {String(row.name)}'s enquiry is in Trash. It is erased after 30 days
      unless restored.
    </p>
    <form method="post" action={`/studio/leads/${String(row.id)}/restore`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <VersionField row={row} />
      <button type="submit" class="primary">
        Undo<span class="visually-hidden"> (restore {String(row.name)})</span>
      </button>
    </form>
  </div>
);

export type Figures = {
  waiting: number;
  unseen: number;
  overdue: number;
  medianReplyMs: number | null;
  replied: number;
};

export const FiguresView = ({ f }: { f: Figures }) => (
  <dl class="figures" aria-label="At a glance">
    <div class="figure">
      <dt>Waiting</dt>
      <dd>
        {f.waiting}
        <small>{f.unseen} not opened yet</small>
      </dd>
    </div>
    <div class="figure" data-tone={f.overdue ? "alert" : undefined}>
      <dt>Overdue</dt>
      <dd>
        {f.overdue}
        <small>promised {site.replyTime}</small>
      </dd>
    </div>
    <div class="figure">
      <dt>
        First reply <span class="visually-hidden">(median, last 30 days)</span>
      </dt>
      <dd>
        {f.medianReplyMs === null ? "None yet" : duration(f.medianReplyMs)}
        <small>
          {f.replied} {f.replied === 1 ? "enquiry" : "enquiries"} replied
        </small>
      </dd>
    </div>
  </dl>
);

export function Toolbar({
  q,
  status,
  action,
}: {
  q: string;
  status: string;
  action: string;
}) {
  return (
    <form method="get" action={action} class="toolbar" role="search">
      <div class="field">
        <label for="q" class="visually-hidden">
          Search
        </label>
        <input id="q" name="q" type="search" value={q} placeholder="Search" />
      </div>
      <div class="field">
        <label for="status" class="visually-hidden">
          Status
        </label>
        <select id="status" name="status">
          <option value="">All</option>
          {STATUSES.map((s) => (
            <option value={s} selected={s === status}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">Show</button>
    </form>
  );
}

type RowProps = {
  row: Row;
  session: Session;
  back: string;
  now: number;
  deliveries: Delivery[];
};

/** The rest of a row's actions, behind one button: a menu without script. */
function RowMenu({ row, session, back }: RowProps) {
  const id = String(row.id);
  return (
    <details class="menu">
      <summary>
        <span class="more-dots" aria-hidden="true">
          ⋯
        </span>
        <span class="more-label">
          More<span class="visually-hidden"> for {String(row.name)}</span>
        </span>
      </summary>
      <div class="menu-panel">
        <FieldList row={row} skip={["name"]} />
        <a
          class="button"
          href={`/studio/leads/${id}?${new URLSearchParams({ back })}`}
        >
          Open enquiry
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
  const id = String(row.id);
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
            <a href={detail}>{String(row.name)}</a>
          </h2>
          <UnopenedTag row={row} />
          <StatusDot row={row} />
          <Age at={Number(row.created_at)} now={now} />
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
  const id = String(row.id);
  const purgeAt = Number(row.deleted_at) + 30 * 24 * 60 * 60 * 1000;
  return (
    <li class="lead trash-row" id={`lead-${id}`}>
      <div class="lead-main">
        <div class="lead-head">
          <h2>{String(row.name)}</h2>
          <StatusDot row={row} />
          <Age at={Number(row.created_at)} now={now} />
        </div>
        <p class="first-line">{messageOf(row).trim().split(/\r?\n/)[0]}</p>
        <p class="hint">
          Moved to Trash {istDateTime(Number(row.deleted_at))}; erased for good
          on {istDateTime(purgeAt)} unless restored.
        </p>
      </div>
      <div class="row-actions">
        <form method="post" action={`/studio/leads/${id}/restore`}>
          <CsrfField session={session} />
          <VersionField row={row} />
          <button type="submit" class="primary">
            Restore<span class="visually-hidden"> ({String(row.name)})</span>
          </button>
        </form>
        <a class="button danger" href={`/studio/leads/${id}/erase`}>
          Delete for good…
          <span class="visually-hidden"> ({String(row.name)})</span>
        </a>
      </div>
    </li>
  );
}
