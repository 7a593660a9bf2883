import type { Session, StudioAuth } from "./auth";
import { csv } from "./csv";
import type { LeadsDb, Row } from "./db";
import { fieldColumns } from "./enquiry";
import { eraseLead } from "./erase";
import { html, page } from "./html";
import { csvFieldCells, csvFieldHeaders, fieldList } from "./inbox/fieldViews";
import type { Notice, Notices } from "./notices";

const PAGE_SIZE = 200;
export const STATUSES = ["new", "replied", "archived"] as const;
type Status = (typeof STATUSES)[number];

type StudioOptions = {
  db: LeadsDb;
  auth: StudioAuth;
  notices: Notices;
};

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** Builds the WHERE clause for a search and a status filter. */
function filters(q: string, status: string) {
  const where: string[] = [];
  const args: string[] = [];
  if ((STATUSES as readonly string[]).includes(status)) {
    where.push("status = ?");
    args.push(status);
  }
  const term = q.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      `(${fieldColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
    );
    args.push(...fieldColumns.map(() => like));
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", args };
}

/** The studio's notices, each with a button that clears it. */
function noticeBanners(notices: Notice[], session: Session) {
  if (notices.length === 0) return "";
  return html`<section class="notices" aria-label="Notices">
    ${notices.map(
      (notice) =>
        html`<div class="notice" role="status">
          <p>${notice.message}</p>
          <form method="post" action="/studio/notices/clear">
            <input type="hidden" name="csrf" value="${session.csrf}" />
            <input type="hidden" name="kind" value="${notice.kind}" />
            <button type="submit">Dismiss</button>
          </form>
        </div>`,
    )}
  </section>`;
}

function inboxPage(
  rows: Row[],
  session: Session,
  q: string,
  status: string,
  total: number,
  notices: Notice[],
) {
  const csvHref = `/studio/leads.csv?${new URLSearchParams({ q, status })}`;
  return page(
    "Studio inbox",
    html`<h1>Studio inbox</h1>
      ${noticeBanners(notices, session)}
      <form method="get" action="/studio" class="toolbar" role="search">
        <div>
          <label for="q">Search</label
          ><input id="q" name="q" type="search" value="${q}" />
        </div>
        <div>
          <label for="status">Status</label
          ><select id="status" name="status">
            <option value="">All</option>
            ${STATUSES.map((s) => html`<option value="${s}" ${s === status ? html` selected` : ""}>${s}</option>`)}
          </select>
        </div>
        <button type="submit">Show</button>
        <a href="${csvHref}">Export CSV</a>
      </form>
      <form method="post" action="/studio/sign-out">
        <input type="hidden" name="csrf" value="${session.csrf}" /><button
          type="submit"
        >
          Sign out
        </button>
      </form>
      <p>
        ${total === 1 ? "1 enquiry" : `${total} enquiries`}${total > rows.length ? `, newest ${rows.length} shown` : ""}
      </p>
      ${rows.map(
        (row) =>
          html`<article class="lead" aria-labelledby="lead-${row.id}">
            <header>
              <h2 id="lead-${row.id}">${row.name}</h2>
              ${fieldList(row, ["name"])}
              <time datetime="${new Date(Number(row.created_at)).toISOString()}"
                >${dateTime.format(Number(row.created_at))}</time
              >
              <span class="status">${row.status}</span>
            </header>
            <p class="message">${row.message}</p>
            <form method="post" action="/studio/leads/${row.id}/status">
              <input type="hidden" name="csrf" value="${session.csrf}" />
              <label for="status-${row.id}">Mark as</label>
              <select id="status-${row.id}" name="status">
                ${STATUSES.map(
                  (s) =>
                    html`<option
                      value="${s}"
                      ${s === row.status ? html` selected` : ""}
                    >
                      ${s}
                    </option>`,
                )}
              </select>
              <button type="submit">Save</button>
            </form>
            <form method="post" action="/studio/leads/${row.id}/delete">
              <input type="hidden" name="csrf" value="${session.csrf}" />
              <button type="submit">Delete for good</button>
            </form>
          </article>`,
      )}`,
  );
}

/**
 * The studio's inbox: server-rendered HTML, no scripts, behind a password.
 * Every route is on the app `auth.guarded()` makes, so each needs a
 * session (and a change, the page's CSRF token).
 */
export function studioRoutes({ db, auth, notices }: StudioOptions) {
  const studio = auth.guarded();

  studio.get("/", async (c) => {
    const session = c.get("session");
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const status = c.req.query("status") ?? "";
    const where = filters(q, status);
    const [list, count, showing] = await Promise.all([
      db.execute({
        sql: `SELECT * FROM leads ${where.sql}
          ORDER BY created_at DESC, rowid DESC LIMIT ${PAGE_SIZE}`,
        args: where.args,
      }),
      db.execute({
        sql: `SELECT count(*) AS n FROM leads ${where.sql}`,
        args: where.args,
      }),
      notices.list(),
    ]);
    return c.html(
      inboxPage(
        list.rows,
        session,
        q,
        status,
        Number(count.rows[0]?.n ?? 0),
        showing,
      ),
    );
  });

  studio.get("/leads.csv", async (c) => {
    const where = filters(c.req.query("q") ?? "", c.req.query("status") ?? "");
    const list = await db.execute({
      sql: `SELECT * FROM leads ${where.sql}
        ORDER BY created_at DESC, rowid DESC`,
      args: where.args,
    });
    const body = csv([
      ["id", "received", "status", ...csvFieldHeaders],
      ...list.rows.map((row) => [
        row.id,
        new Date(Number(row.created_at)).toISOString(),
        row.status,
        ...csvFieldCells(row),
      ]),
    ]);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="enquiries.csv"',
    });
  });

  studio.post("/leads/:id/status", async (c) => {
    const form = await c.req.parseBody();
    const status = String(form.status ?? "") as Status;
    if (!STATUSES.includes(status)) return c.text("Unknown status", 400);
    await db.execute({
      sql: "UPDATE leads SET status = ? WHERE id = ?",
      args: [status, c.req.param("id")],
    });
    return c.redirect("/studio", 303);
  });

  studio.post("/leads/:id/delete", async (c) => {
    await eraseLead(db, c.req.param("id"));
    return c.redirect("/studio", 303);
  });

  studio.post("/notices/clear", async (c) => {
    const form = await c.req.parseBody();
    await notices.clear(String(form.kind ?? ""));
    return c.redirect("/studio", 303);
  });

  return studio;
}
