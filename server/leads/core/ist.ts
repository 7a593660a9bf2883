import { site } from "../../../app/content/site";

/**
 * Times as the studio reads them: India Standard Time, said as such
 * ("1 Dec 2026, 8:30 pm IST"), in the inbox, its CSV and the studio's e-mail.
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: site.hours.timeZone,
});

/** `at` (ms since the epoch) as a date and time in IST, "IST" included. */
export const istDateTime = (at: number) => `${dateTime.format(at)} IST`;

/** `at` as ISO 8601 with India's offset, for a spreadsheet: 2026-12-01T20:30:00+05:30. */
export function istIso(at: number) {
  const [hours = "0", minutes = "0"] = site.hours.utcOffset
    .replace(/^[+-]/, "")
    .split(":");
  const sign = site.hours.utcOffset.startsWith("-") ? -1 : 1;
  const offsetMs = sign * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return `${new Date(at + offsetMs).toISOString().slice(0, 19)}${site.hours.utcOffset}`;
}
