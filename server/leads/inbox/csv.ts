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
