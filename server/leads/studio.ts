import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { LeadsConfig } from "./config";
import { csv } from "./csv";
import type { LeadsDb, Row } from "./db";
import { html, page } from "./html";
import type { Notice, Notices } from "./notices";
import {
  clientAddress,
  clientHash,
  isLocalHost,
  isSameOrigin,
  randomToken,
  secretsMatch,
  sha256Hex,
} from "./security";

export const SESSION_COOKIE = "studio_session";
const SESSION_MS = 12 * 60 * 60 * 1000;
const SIGN_IN_TRIES_PER_MINUTE = 5;
const PAGE_SIZE = 200;
export const STATUSES = ["new", "replied", "archived"] as const;
type Status = (typeof STATUSES)[number];

type StudioOptions = {
  config: LeadsConfig;
  db: LeadsDb;
  now: () => number;
  remoteAddress: (c: Context) => string | undefined;
  /** Banners the inbox shows above the list. */
  notices?: Notices;
};

type Session = { csrf: string; tokenHash: string };

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

function signInPage(message = "", status = "") {
  return page(
    "Studio inbox - sign in",
    html`<h1>Studio inbox</h1>
      ${message ? html`<p class="error" role="alert">${message}</p>` : ""}
      ${status ? html`<p>${status}</p>` : ""}
      <form method="post" action="/studio/sign-in">
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <p><button type="submit">Sign in</button></p>
      </form>`,
  );
}

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
      "(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\')",
    );
    args.push(like, like, like);
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", args };
}

/** What the studio must know about, above everything else in the inbox. */
export function noticeBanners(notices: Notice[]) {
  if (notices.length === 0) return "";
  return html`<section class="notices" aria-label="Notices">
    ${notices.map(
      (notice) =>
        html`<p
          class="notice"
          data-level="${notice.level}"
          data-kind="${notice.kind}"
        >
          ${notice.message}
        </p>`,
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
      ${noticeBanners(notices)}
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
              <a href="mailto:${row.email}">${row.email}</a>
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

/** The studio's inbox: server-rendered HTML, no scripts, behind a password. */
export function studioRoutes({
  config,
  db,
  now,
  remoteAddress,
  notices,
}: StudioOptions) {
  const studio = new Hono<{ Variables: { session: Session } }>();

  async function currentSession(c: Context): Promise<Session | null> {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return null;
    const tokenHash = await sha256Hex(token);
    const found = await db.execute({
      sql: "SELECT csrf_token FROM studio_sessions WHERE token_hash = ? AND expires_at > ?",
      args: [tokenHash, now()],
    });
    const csrf = found.rows[0]?.csrf_token;
    return typeof csrf === "string" ? { csrf, tokenHash } : null;
  }

  const cookieOptions = (c: Context) =>
    ({
      path: "/studio",
      httpOnly: true,
      secure: !isLocalHost(c, config.trustProxy),
      sameSite: "Strict",
    }) as const;

  studio.get("/", async (c) => {
    const session = await currentSession(c);
    if (!config.studioPassword) {
      return c.html(
        signInPage("", "The inbox is closed: set STUDIO_PASSWORD to open it."),
        503,
      );
    }
    if (!session) return c.html(signInPage());
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const status = c.req.query("status") ?? "";
    const where = filters(q, status);
    const [list, count] = await Promise.all([
      db.execute({
        sql: `SELECT id, name, email, message, status, created_at FROM leads ${where.sql}
          ORDER BY created_at DESC, rowid DESC LIMIT ${PAGE_SIZE}`,
        args: where.args,
      }),
      db.execute({
        sql: `SELECT count(*) AS n FROM leads ${where.sql}`,
        args: where.args,
      }),
    ]);
    return c.html(
      inboxPage(
        list.rows,
        session,
        q,
        status,
        Number(count.rows[0]?.n ?? 0),
        notices?.list() ?? [],
      ),
    );
  });

  studio.post("/sign-in", async (c) => {
    if (!isSameOrigin(c, config.trustProxy))
      return c.html(signInPage("Sign in from this site's own page."), 403);
    if (!config.studioPassword)
      return c.html(signInPage("The inbox is closed."), 503);
    const hash = await clientHash(
      clientAddress(c, config.trustProxy, remoteAddress),
    );
    const at = now();
    const [, tries] = await db.batch(
      [
        {
          sql: "INSERT INTO sign_in_attempts (client_hash, at) VALUES (?, ?)",
          args: [hash, at],
        },
        {
          sql: "SELECT count(*) AS n FROM sign_in_attempts WHERE client_hash = ? AND at > ?",
          args: [hash, at - 60_000],
        },
      ],
      "write",
    );
    if (Number(tries?.rows[0]?.n ?? 0) > SIGN_IN_TRIES_PER_MINUTE) {
      return c.html(
        signInPage("Too many tries. Wait a minute, then sign in again."),
        429,
      );
    }
    const form = await c.req.parseBody();
    const password = typeof form.password === "string" ? form.password : "";
    if (!(await secretsMatch(password, config.studioPassword))) {
      return c.html(signInPage("That password is not right."), 401);
    }
    const token = randomToken();
    await db.execute({
      sql: "INSERT INTO studio_sessions (token_hash, csrf_token, expires_at) VALUES (?, ?, ?)",
      args: [await sha256Hex(token), randomToken(), at + SESSION_MS],
    });
    setCookie(c, SESSION_COOKIE, token, {
      ...cookieOptions(c),
      maxAge: SESSION_MS / 1000,
    });
    return c.redirect("/studio", 303);
  });

  // Everything below needs a session; every change also a CSRF token.
  studio.use("/*", async (c, next) => {
    const session = await currentSession(c);
    if (!session) {
      return c.req.method === "GET"
        ? c.redirect("/studio", 303)
        : c.html(signInPage("Your session has ended: sign in again."), 401);
    }
    if (c.req.method === "POST") {
      const form = await c.req.parseBody();
      const token = typeof form.csrf === "string" ? form.csrf : "";
      if (
        !isSameOrigin(c, config.trustProxy) ||
        !(await secretsMatch(token, session.csrf))
      ) {
        return c.text(
          "This change did not come from the inbox page: reload it and try again.",
          403,
        );
      }
    }
    c.set("session", session);
    await next();
  });

  studio.get("/leads.csv", async (c) => {
    const where = filters(c.req.query("q") ?? "", c.req.query("status") ?? "");
    const list = await db.execute({
      sql: `SELECT id, created_at, status, name, email, message FROM leads ${where.sql}
        ORDER BY created_at DESC, rowid DESC`,
      args: where.args,
    });
    const body = csv([
      ["id", "received", "status", "name", "email", "message"],
      ...list.rows.map((row) => [
        row.id,
        new Date(Number(row.created_at)).toISOString(),
        row.status,
        row.name,
        row.email,
        row.message,
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
    const id = c.req.param("id");
    await db.batch(
      [
        { sql: "DELETE FROM outbox WHERE lead_id = ?", args: [id] },
        { sql: "DELETE FROM leads WHERE id = ?", args: [id] },
      ],
      "write",
    );
    return c.redirect("/studio", 303);
  });

  studio.post("/sign-out", async (c) => {
    await db.execute({
      sql: "DELETE FROM studio_sessions WHERE token_hash = ?",
      args: [c.get("session").tokenHash],
    });
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return c.redirect("/studio", 303);
  });

  return studio;
}
