import { type Attribution, UTM_NAMES } from "../../../app/lib/attribution";
import type { LeadRow as Row } from "../storage/schema";
import { attributionOf, fieldColumns, langOf } from "../enquiries/enquiries";

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe,
 * as OWASP advises, and every cell is quoted.
 */
export function csvCell(value: unknown): string {
  let text = String(value ?? "");
  // Full-width ＝ ＋ － ＠ too: a spreadsheet may read them as the ASCII ones.
  if (/^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csv(rows: readonly (readonly unknown[])[]): string {
  // The byte-order mark makes spreadsheet apps read UTF-8 (Hindi names).
  return (
    "\ufeff" +
    rows.map((row) => row.map(csvCell).join(",")).join("\r\n") +
    "\r\n"
  );
}

/** The CSV's columns for where an enquiry came from. */
type AttributionColumn = readonly [string, (a: Attribution) => string];
const attributionColumns: readonly AttributionColumn[] = [
  ["sent_from", (a) => a.sentFrom ?? ""],
  ["landing_page", (a) => a.landing ?? ""],
  ["referrer", (a) => a.referrer ?? ""],
  ...UTM_NAMES.map((name): AttributionColumn => [
    `utm_${name}`,
    (a) => a.utm?.[name] ?? "",
  ]),
  ["pages_seen", (a) => (a.pages ?? []).join(" > ")],
  ["assistant_hand_off", (a) => (a.isAssistantHandOff ? "yes" : "no")],
];

/** The CSV's header cells and a row's cells for the enquiry's fields. */
export const csvFieldHeaders = [
  ...fieldColumns,
  ...attributionColumns.map(([header]) => header),
  // Last, so the columns a studio's sheet already reads keep their places.
  "language",
];
export function csvFieldCells(row: Row) {
  const attribution = attributionOf(row);
  return [
    ...fieldColumns.map((column) => row[column] ?? ""),
    ...attributionColumns.map(([, cell]) => cell(attribution)),
    langOf(row),
  ];
}
