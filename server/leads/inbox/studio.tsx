/** @jsxImportSource hono/jsx */
import type { Context, Hono } from "hono";
import type { Child } from "hono/jsx";
import type { StudioAuth, StudioEnv } from "./auth";
import { changeRoutes } from "./changes";
import { csvRoute } from "./csvRoute";
import type { LeadsDb } from "../storage/db";
import { inboxData } from "./leads";
import { LeadDetail } from "./views/detail";
import { documentOf, type InboxView, Layout } from "./views/layout";
import {
  FiguresView,
  NoticeBanners,
  Toolbar,
  UndoBanner,
} from "./views/listHead";
import { LeadRow, TrashRow } from "./views/list";
import { Problem } from "./views/problems";
import type { Notices } from "../storage/notices";
import { type Outbox } from "../notify/notify";
import { inboxWords } from "./words";

const words = inboxWords.list;

export { STATUSES } from "./leads";
export { MAX_NOTES, RETRY_EVERY_MS } from "./changes";

const PAGE_SIZE = 200;

type StudioOptions = {
  db: LeadsDb;
  auth: StudioAuth;
  notices: Notices;
  outbox?: Outbox;
  now?: () => number;
};

/** A return path inside the inbox, never anywhere else. */
export function safeBack(value: unknown, fallback = "/studio"): string {
  const text = typeof value === "string" ? value : "";
  return /^\/studio(?:[/?#]|$)/.test(text) && !text.startsWith("//")
    ? text
    : fallback;
}

/** The list's URL with its search and filter. */
const listUrl = (path: string, q: string, status: string) => {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** What the routes of the studio share: its data and how a page is sent. */
export type StudioContext = {
  studio: Hono<StudioEnv>;
  db: LeadsDb;
  data: ReturnType<typeof inboxData>;
  notices: Notices;
  outbox?: Outbox;
  now: () => number;
  render: (
    c: Context,
    title: string,
    view: InboxView | undefined,
    body: Child,
    status?: number,
  ) => Promise<Response>;
  /** A change that could not be made: the page that says why. */
  problem: (
    c: Context,
    status: number,
    title: string,
    problem: { heading: string; text: Child; back: string },
  ) => Promise<Response>;
};

/**
 * The studio's inbox: server-rendered HTML, no scripts needed, behind a
 * password. Every route is on the app `auth.guarded()` makes, so each needs
 * a session (and a change, the page's CSRF token).
 */
export function studioRoutes({
  db,
  auth,
  notices,
  outbox,
  now = Date.now,
}: StudioOptions) {
  const studio = auth.guarded();
  const data = inboxData(db, now);

  const render: StudioContext["render"] = async (
    c,
    title,
    view,
    body,
    status = 200,
  ) => {
    const figures = await data.figures();
    return c.html(
      documentOf(
        <Layout
          title={title}
          view={view}
          session={c.get("session")}
          counts={{ inbox: figures.waiting, trash: figures.trash }}
        >
          {body}
        </Layout>,
      ),
      status as 200,
    );
  };
  const problem: StudioContext["problem"] = (c, status, title, found) =>
    render(c, title, undefined, <Problem {...found} />, status);
  const context: StudioContext = {
    studio,
    db,
    data,
    notices,
    outbox,
    now,
    render,
    problem,
  };

  async function listPage(c: Context, isTrash: boolean) {
    const session = c.get("session");
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const status = c.req.query("status") ?? "";
    const path = isTrash ? "/studio/trash" : "/studio";
    const back = listUrl(path, q, status);
    const trashedId = isTrash ? undefined : c.req.query("trashed");
    const [list, figures, failed, showing, trashed] = await Promise.all([
      data.list(q, status, isTrash, PAGE_SIZE),
      data.figures(),
      data.deliveries(),
      notices.list(),
      trashedId ? data.lead(trashedId) : undefined,
    ]);
    const { rows, total } = list;
    const at = now();
    const count = words.count(total, rows.length);
    const csvHref = `/studio/leads.csv?${new URLSearchParams({ q, status })}`;
    const body = (
      <>
        {trashed && trashed.deleted_at !== null ? (
          <UndoBanner row={trashed} session={session} back={back} />
        ) : null}
        <NoticeBanners
          notices={showing}
          deliveries={failed}
          session={session}
          back={back}
        />
        <div class="page-head">
          <h1>{isTrash ? words.trashHeading : words.inboxHeading}</h1>
          <p class="lede">{isTrash ? words.trashLede : words.inboxLede}</p>
        </div>
        {isTrash ? null : <FiguresView f={figures} />}
        <Toolbar q={q} status={status} action={path} />
        <div class="toolbar-foot">
          <p class="result-count" role="status">
            {count}
          </p>
          {isTrash ? null : (
            <a class="button quiet" href={csvHref}>
              {words.exportCsv}
            </a>
          )}
        </div>
        {rows.length ? (
          <ol
            class="leads"
            aria-label={isTrash ? words.trashLabel : words.inboxLabel}
          >
            {rows.map((row) =>
              isTrash ? (
                <TrashRow row={row} session={session} now={at} />
              ) : (
                <LeadRow
                  row={row}
                  session={session}
                  back={back}
                  now={at}
                  deliveries={failed}
                />
              ),
            )}
          </ol>
        ) : (
          <p class="empty">
            {q || status
              ? words.noMatch
              : isTrash
                ? words.trashEmpty
                : words.inboxEmpty}
          </p>
        )}
      </>
    );
    return render(
      c,
      isTrash ? words.trashHeading : words.inboxHeading,
      isTrash ? "trash" : "inbox",
      body,
    );
  }

  studio.get("/", (c) => listPage(c, false));
  studio.get("/trash", (c) => listPage(c, true));

  studio.get("/leads/:id", async (c) => {
    const id = c.req.param("id");
    const row = await data.lead(id);
    if (!row) return gone(c, context);
    await data.markSeen(id);
    const [events, deliveries] = await Promise.all([
      data.events(id),
      data.deliveries(id),
    ]);
    const back = safeBack(
      c.req.query("back"),
      row.deleted_at === null ? "/studio" : "/studio/trash",
    );
    return render(
      c,
      row.name,
      row.deleted_at === null ? "inbox" : "trash",
      <LeadDetail
        row={row}
        events={events}
        deliveries={deliveries}
        session={c.get("session")}
        back={back}
        now={now()}
      />,
    );
  });

  csvRoute(context);
  changeRoutes(context);
  return studio;
}

/** The page for an enquiry that is no longer here. */
export const gone = (c: Context, { problem }: StudioContext) =>
  problem(c, 404, inboxWords.problems.gone.title, {
    ...inboxWords.problems.gone,
    back: "/studio",
  });
