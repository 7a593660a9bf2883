import { istDateTime, istIso } from "../core/ist";
import { csv, csvFieldCells, csvFieldHeaders } from "./csv";
import { listFilter } from "./leads";
import type { StudioContext } from "./studio";

/** The list as a CSV file for a spreadsheet: its search and filter, notes included. */
export function csvRoute({ studio, db }: StudioContext) {
  studio.get("/leads.csv", async (c) => {
    const where = listFilter(
      c.req.query("q") ?? "",
      c.req.query("status") ?? "",
      false,
    );
    const [list, notes] = await Promise.all([
      db.execute({
        sql: `SELECT * FROM leads ${where.sql}
          ORDER BY created_at DESC, rowid DESC`,
        args: where.args,
      }),
      db.execute({
        sql: `SELECT lead_id, at, detail FROM lead_events
          WHERE kind = 'note' AND lead_id IN (SELECT id FROM leads ${where.sql})
          ORDER BY at, id`,
        args: where.args,
      }),
    ]);
    // Each enquiry's notes, oldest first, one a line with its time.
    const notesOf = new Map<string, string[]>();
    for (const note of notes.rows) {
      const lines = notesOf.get(String(note.lead_id)) ?? [];
      lines.push(`${istDateTime(Number(note.at))}: ${String(note.detail)}`);
      notesOf.set(String(note.lead_id), lines);
    }
    // Times in IST, as the inbox shows them, with their offset for a spreadsheet.
    const body = csv([
      ["id", "received", "status", "replied", ...csvFieldHeaders, "notes"],
      ...list.rows.map((row) => [
        row.id,
        istIso(Number(row.created_at)),
        row.status,
        row.replied_at === null ? "" : istIso(Number(row.replied_at)),
        ...csvFieldCells(row),
        (notesOf.get(String(row.id)) ?? []).join("\n"),
      ]),
    ]);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="enquiries.csv"',
    });
  });
}
