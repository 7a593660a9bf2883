/** @jsxImportSource hono/jsx */
import { sql } from "../storage/query";
import type { Context } from "hono";
import { eraseLead } from "../enquiries/enquiries";
import { isStatus, STATUSES } from "./leads";
import { gone, safeBack, type StudioContext } from "./studio";
import { EraseConfirmation } from "./views/problems";
import { inboxWords } from "./words";

const words = inboxWords.problems;

/** How long Retry waits for the outbox before showing the page again. */
const RETRY_WAIT_MS = 15_000;
/** Retry sends a notification again at most this often. */
export const RETRY_EVERY_MS = 60_000;
/** Notes kept per enquiry at most. */
export const MAX_NOTES = 50;

/** `back` with `#lead-<id>`, so the list opens where the change was made. */
const at = (back: string, id: string) =>
  back.includes("/leads/") ? back : `${back.split("#")[0]}#lead-${id}`;

/** The list `back` names (or the inbox), saying which enquiry went to Trash: its Undo. */
function afterTrash(back: string, id: string) {
  const list = back.includes("/leads/") ? "/studio" : back.split("#")[0];
  const url = new URL(list ?? "/studio", "http://studio.invalid");
  url.searchParams.set("trashed", id);
  return `${url.pathname}${url.search}`;
}

const formOf = async (c: Context) => {
  const form = await c.req.parseBody();
  return {
    form,
    back: safeBack(form.back),
    version: Number(form.version),
  };
};

/** Every change the studio makes to an enquiry: a POST, then back to where it was made. */
export function changeRoutes(context: StudioContext) {
  const { studio, db, data, notices, outbox, now, render, problem } = context;

  const stale = (c: Context, back: string) =>
    problem(c, 409, words.stale.title, { ...words.stale, back });

  studio.post("/leads/:id/status", async (c) => {
    const id = c.req.param("id");
    const { form, back, version } = await formOf(c);
    const status = String(form.status ?? "");
    if (!isStatus(status)) {
      return problem(c, 400, words.unknownStatus.title, {
        heading: words.unknownStatus.heading,
        text: words.unknownStatus.text(status.slice(0, 40), STATUSES),
        back,
      });
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
    if (result === "gone") return gone(c, context);
    return c.redirect(at(back, id), 303);
  });

  studio.post("/leads/:id/replied", async (c) => {
    const id = c.req.param("id");
    const { form, back } = await formOf(c);
    if (!(await data.markReplied(id, String(form.via ?? ""))))
      return gone(c, context);
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
    if (added === "gone") return gone(c, context);
    if (added === "full") {
      return problem(c, 409, words.notesFull.title, {
        heading: words.notesFull.heading(MAX_NOTES),
        text: (
          <>
            {words.notesFull.text(MAX_NOTES)}
            <textarea readonly rows={4} aria-label={words.notesFull.yourNote}>
              {note}
            </textarea>
          </>
        ),
        back,
      });
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
    if (result === "gone") return gone(c, context);
    // Back to the list (the one the enquiry was opened from), with Undo.
    return c.redirect(afterTrash(back, id), 303);
  });

  studio.post("/leads/:id/restore", async (c) => {
    const id = c.req.param("id");
    const { form, version } = await formOf(c);
    // From Trash, to the inbox; from Undo, back to the list it was on.
    const back = safeBack(form.back);
    const result = await data.change(
      id,
      version,
      { deleted_at: null },
      "restore",
    );
    if (result === "stale") return stale(c, "/studio/trash");
    if (result === "gone") return gone(c, context);
    return c.redirect(at(back, id), 303);
  });

  // Delete for good: from Trash only, after an explicit confirmation.
  studio.get("/leads/:id/erase", async (c) => {
    const row = await data.lead(c.req.param("id"));
    if (!row) return gone(c, context);
    if (row.deleted_at === null) {
      return problem(c, 409, words.notInTrash.title, {
        ...words.notInTrash,
        back: `/studio/leads/${row.id}`,
      });
    }
    return render(
      c,
      words.eraseTitle,
      "trash",
      <EraseConfirmation row={row} session={c.get("session")} />,
    );
  });

  studio.post("/leads/:id/erase", async (c) => {
    const id = c.req.param("id");
    const { form } = await formOf(c);
    const row = await data.lead(id);
    if (!row) return gone(c, context);
    if (row.deleted_at === null || form.confirm !== "yes") {
      return problem(c, 400, words.notConfirmed.title, {
        heading: words.notConfirmed.heading,
        text:
          row.deleted_at === null
            ? words.notConfirmed.notInTrash
            : words.notConfirmed.unticked,
        back: row.deleted_at === null ? "/studio" : `/studio/leads/${id}/erase`,
      });
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
      return problem(c, 429, words.retriedRecently.title, {
        ...words.retriedRecently,
        back,
      });
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
}
