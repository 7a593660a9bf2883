import type { Context } from "hono";
import type { StudioAuth } from "./auth";
import { csv } from "./csv";
import type { LeadsDb } from "../storage/db";
import { eraseLead } from "../enquiries/enquiries";
import { html } from "../core/html";
import { istDateTime, istIso } from "../core/ist";
import { csvFieldCells, csvFieldHeaders } from "./fieldViews";
import { inboxLayout } from "./layout";
import { inboxData, isStatus, STATUSES } from "./leads";
import { sql } from "../storage/query";
import {
  eraseConfirmation,
  figuresView,
  leadCard,
  leadDetail,
  noticeBanners,
  problem,
  toolbar,
  trashCard,
} from "./views";
import type { Notices } from "../storage/notices";
import { type Outbox } from "../notify/notify";

export { STATUSES } from "./leads";

const PAGE_SIZE = 200;
/** How long Retry waits for the outbox before showing the page again. */
const RETRY_WAIT_MS = 15_000;
/** Retry sends a notification again at most this often. */
export const RETRY_EVERY_MS = 60_000;
/** Notes kept per enquiry at most. */
export const MAX_NOTES = 50;

type StudioOptions = {
  db: LeadsDb;
  auth: StudioAuth;
  notices: Notices;
  outbox?: Outbox;
  now?: () => number;
};

/** A return path inside the inbox, never anywhere else. */
function safeBack(value: unknown, fallback = "/studio"): string {
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

/** `back` with `#lead-<id>`, so the list opens where the change was made. */
const at = (back: string, id: string) =>
  back.includes("/leads/") ? back : `${back.split("#")[0]}#lead-${id}`;

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

  async function render(
    c: Context,
    title: string,
    view: "inbox" | "trash" | undefined,
    body: ReturnType<typeof html>,
    status = 200,
  ) {
    const figures = await data.figures();
    return c.html(
      inboxLayout({
        title,
        view,
        session: c.get("session"),
        counts: { inbox: figures.waiting, trash: figures.trash },
        body,
      }),
      status as 200,
    );
  }

  const stale = (c: Context, back: string) =>
    render(
      c,
      "Changed elsewhere",
      undefined,
      problem(
        "This enquiry was changed in another tab",
        "Someone (perhaps you, in another tab or on another device) changed it after this page was opened, so your change would have overwritten theirs. Open it again to see it as it is now, then make your change.",
        back,
      ),
      409,
    );
  const gone = (c: Context) =>
    render(
      c,
      "Not found",
      undefined,
      problem(
        "This enquiry is no longer here",
        "It was deleted for good, or the link is wrong.",
        "/studio",
      ),
      404,
    );

  async function listPage(c: Context, isTrash: boolean) {
    const session = c.get("session");
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const status = c.req.query("status") ?? "";
    const path = isTrash ? "/studio/trash" : "/studio";
    const back = listUrl(path, q, status);
    const [list, figures, failed, showing] = await Promise.all([
      data.list(q, status, isTrash, PAGE_SIZE),
      data.figures(),
      data.deliveries(),
      notices.list(),
    ]);
    const { rows, total } = list;
    const at = now();
    const count = `${total === 1 ? "1 enquiry" : `${total} enquiries`}${total > rows.length ? `, newest ${rows.length} shown` : ""}`;
    const body = html`${noticeBanners(showing, failed, session, back)}
      <div class="page-head">
        <h1>${isTrash ? "Trash" : "Studio inbox"}</h1>
        <p class="lede">
          ${
            isTrash
              ? "Enquiries moved here can be restored for 30 days, then they are erased."
              : "Every enquiry, newest first."
          }
        </p>
      </div>
      ${isTrash ? "" : figuresView(figures)} ${toolbar(q, status, path)}
      <p class="result-count" role="status">${count}</p>
      ${
        rows.length
          ? html`<ol
              class="leads"
              aria-label="${isTrash ? "Trash" : "Enquiries"}"
            >
              ${rows.map((row) =>
                isTrash
                  ? trashCard(row, session, at)
                  : leadCard(row, session, back, at, failed),
              )}
            </ol>`
          : html`<p class="empty">
              ${
                q || status
                  ? "Nothing matches this search."
                  : isTrash
                    ? "Trash is empty."
                    : "No enquiries yet."
              }
            </p>`
      }`;
    return render(
      c,
      isTrash ? "Trash" : "Studio inbox",
      isTrash ? "trash" : "inbox",
      body,
    );
  }

  studio.get("/", (c) => listPage(c, false));
  studio.get("/trash", (c) => listPage(c, true));

  studio.get("/leads/:id", async (c) => {
    const id = c.req.param("id");
    const row = await data.lead(id);
    if (!row) return gone(c);
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
      leadDetail(row, events, deliveries, c.get("session"), back, now()),
    );
  });

  studio.get("/leads.csv", async (c) => {
    const { rows, notes } = await data.export(
      c.req.query("q") ?? "",
      c.req.query("status") ?? "",
    );
    // Each enquiry's notes, oldest first, one a line with its time.
    const notesOf = new Map<string, string[]>();
    for (const note of notes) {
      const lines = notesOf.get(note.lead_id) ?? [];
      lines.push(`${istDateTime(note.at)}: ${note.detail}`);
      notesOf.set(note.lead_id, lines);
    }
    // Times in IST, as the inbox shows them, with their offset for a spreadsheet.
    const body = csv([
      ["id", "received", "status", "replied", ...csvFieldHeaders, "notes"],
      ...rows.map((row) => [
        row.id,
        istIso(row.created_at),
        row.status,
        row.replied_at === null ? "" : istIso(row.replied_at),
        ...csvFieldCells(row),
        (notesOf.get(row.id) ?? []).join("\n"),
      ]),
    ]);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="enquiries.csv"',
    });
  });

  const formOf = async (c: Context) => {
    const form = await c.req.parseBody();
    return {
      form,
      back: safeBack(form.back),
      version: Number(form.version),
    };
  };

  studio.post("/leads/:id/status", async (c) => {
    const id = c.req.param("id");
    const { form, back, version } = await formOf(c);
    const status = String(form.status ?? "");
    if (!isStatus(status)) {
      return render(
        c,
        "Unknown status",
        undefined,
        problem(
          "That status is not one the inbox knows",
          `“${status.slice(0, 40)}” is not a status: choose ${STATUSES.join(", ")}.`,
          back,
        ),
        400,
      );
    }
    const before = await data.lead(id);
    const result = await data.change(
      id,
      version,
      {
        status,
        replied_at:
          status === "replied"
            ? sql<number>`coalesce(replied_at, ${now()})`
            : sql<number | null>`replied_at`,
      },
      "status",
      `${before?.status ?? ""} → ${status}`,
    );
    if (result === "stale") return stale(c, back);
    if (result === "gone") return gone(c);
    return c.redirect(at(back, id), 303);
  });

  studio.post("/leads/:id/replied", async (c) => {
    const id = c.req.param("id");
    const { form, back } = await formOf(c);
    if (!(await data.markReplied(id, String(form.via ?? "")))) return gone(c);
    return c.redirect(at(back, id), 303);
  });

  studio.post("/leads/:id/notes", async (c) => {
    const id = c.req.param("id");
    const { form, back } = await formOf(c);
    const note = String(form.note ?? "")
      .trim()
      .slice(0, 2000);
    if (!note) return c.redirect(back, 303);
    const added = await data.addNote(id, note, MAX_NOTES);
    if (added === "gone") return gone(c);
    if (added === "full") {
      return render(
        c,
        "Note not added",
        undefined,
        problem(
          `This enquiry already has ${MAX_NOTES} notes`,
          html`An enquiry keeps at most ${MAX_NOTES} notes, so this one was not
            added. Copy it from here into one of the notes already there, or
            keep it in your own records:
            <textarea readonly rows="4" aria-label="Your note">
${note}</textarea>`,
          back,
        ),
        409,
      );
    }
    return c.redirect(back, 303);
  });

  studio.post("/leads/:id/trash", async (c) => {
    const id = c.req.param("id");
    const { back, version } = await formOf(c);
    const result = await data.change(
      id,
      version,
      { deleted_at: now() },
      "trash",
    );
    if (result === "stale") return stale(c, back);
    if (result === "gone") return gone(c);
    // Back to the list, or to the list the enquiry was opened from.
    return c.redirect(back.includes("/leads/") ? "/studio" : back, 303);
  });

  studio.post("/leads/:id/restore", async (c) => {
    const id = c.req.param("id");
    const { version } = await formOf(c);
    const result = await data.change(
      id,
      version,
      { deleted_at: null },
      "restore",
    );
    if (result === "stale") return stale(c, "/studio/trash");
    if (result === "gone") return gone(c);
    return c.redirect(`/studio#lead-${id}`, 303);
  });

  // Delete for good: from Trash only, after an explicit confirmation.
  studio.get("/leads/:id/erase", async (c) => {
    const row = await data.lead(c.req.param("id"));
    if (!row) return gone(c);
    if (row.deleted_at === null) {
      return render(
        c,
        "Move it to Trash first",
        undefined,
        problem(
          "Move this enquiry to Trash first",
          "An enquiry is deleted for good from Trash, so that no click in the inbox can erase it.",
          `/studio/leads/${row.id}`,
        ),
        409,
      );
    }
    return render(
      c,
      "Delete for good?",
      "trash",
      eraseConfirmation(row, c.get("session")),
    );
  });

  studio.post("/leads/:id/erase", async (c) => {
    const id = c.req.param("id");
    const { form } = await formOf(c);
    const row = await data.lead(id);
    if (!row) return gone(c);
    if (row.deleted_at === null || form.confirm !== "yes") {
      return render(
        c,
        "Not deleted",
        undefined,
        problem(
          "Not deleted: this needs your confirmation",
          row.deleted_at === null
            ? "Move the enquiry to Trash first, then delete it for good from there."
            : "Tick “Yes, erase … for good” on the confirmation page to delete it.",
          row.deleted_at === null ? "/studio" : `/studio/leads/${id}/erase`,
        ),
        400,
      );
    }
    await eraseLead(db, id);
    return c.redirect("/studio/trash", 303);
  });

  studio.post("/outbox/retry", async (c) => {
    const { form, back } = await formOf(c);
    const lead = typeof form.lead === "string" ? form.lead : undefined;
    // At most once a minute per notification: a Retry pressed again (or
    // held down) sends nothing more until then.
    const retried = await data.retry(lead, RETRY_EVERY_MS);
    if (retried === 0 && (await data.recentlyRetried(lead, RETRY_EVERY_MS))) {
      return render(
        c,
        "Tried a moment ago",
        undefined,
        problem(
          "Retried less than a minute ago",
          "Each notification is sent again at most once a minute, so this Retry sent nothing. The inbox shows the outcome of the last try; press Retry again in a minute if it still failed.",
          back,
        ),
        429,
      );
    }
    if (outbox) {
      // Show the outcome, not a guess: wait for this run (within reason).
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        outbox.kick(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, RETRY_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    return c.redirect(back, 303);
  });

  studio.post("/notices/clear", async (c) => {
    const form = await c.req.parseBody();
    await notices.clear(String(form.kind ?? ""));
    return c.redirect("/studio", 303);
  });

  return studio;
}
