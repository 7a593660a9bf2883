import { istDateTime, istIso } from "../core/ist";
import { csv, csvFieldCells, csvFieldHeaders } from "./csv";
import type { StudioContext } from "./studio";

/** The list as a CSV file for a spreadsheet: its search and filter, notes included. */
export function csvRoute({ studio, data }: StudioContext) {
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
}
