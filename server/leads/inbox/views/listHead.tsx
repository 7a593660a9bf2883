/** @jsxImportSource hono/jsx */
import { site } from "../../../../app/content/site";
import { istDateTime } from "../../core/ist";
import type { Notice } from "../../storage/notices";
import type { Session } from "../auth";
import { type Delivery, STATUSES } from "../leads";
import type { RowForm } from "./actions";
import {
  BackField,
  channelName,
  CsrfField,
  duration,
  VersionField,
} from "./parts";

/* Above the list: notices, Undo after Trash, the figures, the search. */

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
export const UndoBanner = ({ row, session, back }: RowForm) => (
  <div class="banner" role="status">
    <p>
      {row.name}'s enquiry is in Trash. It is erased after 30 days unless
      restored.
    </p>
    <form method="post" action={`/studio/leads/${row.id}/restore`}>
      <CsrfField session={session} />
      <BackField back={back} />
      <VersionField row={row} />
      <button type="submit" class="primary">
        Undo<span class="visually-hidden"> (restore {row.name})</span>
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
