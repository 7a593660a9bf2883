/** @jsxImportSource hono/jsx */
import { istDateTime } from "../../core/ist";
import type { Notice } from "../../storage/notices";
import type { Session } from "../auth";
import { type Delivery, STATUSES } from "../leads";
import { inboxWords } from "../words";
import type { RowForm } from "./actions";
import {
  BackField,
  channelName,
  CsrfField,
  duration,
  VersionField,
} from "./parts";

/* Above the list: notices, Undo after Trash, the figures, the search. */

const words = inboxWords.listHead;

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
    <section class="banners" aria-label={words.noticesLabel}>
      {deliveries.length ? (
        <div class="banner" data-tone="danger" role="alert">
          <p>
            <strong>{words.notSent(deliveries.length)}</strong>
            {deliveries.map((d) => (
              <>
                <br />
                {words.notSentFor(channelName(d.channel))}
                <a href={`/studio/leads/${d.leadId}`}>{d.name}</a>:{" "}
                <code>{d.lastError ?? words.noAnswer}</code>
                {words.tries(d.attempts, istDateTime(d.nextAttemptAt))}
              </>
            ))}
          </p>
          <form method="post" action="/studio/outbox/retry">
            <CsrfField session={session} />
            <BackField back={back} />
            <button type="submit" class="primary">
              {words.retry}
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
            <button type="submit">{words.dismiss}</button>
          </form>
        </div>
      ))}
    </section>
  );
}

/** Right after Trash: what happened, and Undo (a restore that comes back here). */
export const UndoBanner = ({ row, session, back }: RowForm) => (
  <div class="banner" role="status">
    <p>{words.inTrash(row.name)}</p>
    <form method="post" action={`/studio/leads/${row.id}/restore`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <VersionField row={row} />
      <button type="submit" class="primary">
        {words.undo}
        <span class="visually-hidden">{words.undoFor(row.name)}</span>
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
  <dl class="figures" aria-label={words.figuresLabel}>
    <div class="figure">
      <dt>{words.waiting}</dt>
      <dd>
        {f.waiting}
        <small>{words.unopened(f.unseen)}</small>
      </dd>
    </div>
    <div class="figure" data-tone={f.overdue ? "alert" : undefined}>
      <dt>{words.overdue}</dt>
      <dd>
        {f.overdue}
        <small>{words.promised}</small>
      </dd>
    </div>
    <div class="figure">
      <dt>
        {words.firstReply}
        <span class="visually-hidden">{words.firstReplyOver}</span>
      </dt>
      <dd>
        {f.medianReplyMs === null ? words.noneYet : duration(f.medianReplyMs)}
        <small>{words.replied(f.replied)}</small>
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
          {words.search}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          value={q}
          placeholder={words.search}
        />
      </div>
      <div class="field">
        <label for="status" class="visually-hidden">
          {words.status}
        </label>
        <select id="status" name="status">
          <option value="">{words.allStatuses}</option>
          {STATUSES.map((s) => (
            <option value={s} selected={s === status}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{words.show}</button>
    </form>
  );
}
