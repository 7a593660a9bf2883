import { timeZonePlaces } from "~/content/assistantRules";
import { site } from "~/content/site";

/**
 * Opening hours in another time zone: the place a visitor names ("I'm in
 * London"), else the browser's zone. The studio's hours are kept in IST,
 * a fixed offset, so today's opening and closing are two instants.
 */

/** Cities of the time zones the browser knows, and the content's places. */
function places(): [string, string][] {
  const zones =
    typeof Intl.supportedValuesOf === "function"
      ? Intl.supportedValuesOf("timeZone")
      : [];
  const cities = zones
    .filter((zone) => /^(America|Europe|Asia|Africa|Australia)\//.test(zone))
    .map((zone): [string, string] => [
      (zone.split("/").at(-1) ?? "").replace(/_/g, " ").toLowerCase(),
      zone,
    ]);
  return [...cities, ...Object.entries(timeZonePlaces)].sort(
    ([a], [b]) => b.length - a.length,
  );
}
let known: [string, string][] | undefined;

/** The first place of the table the question names, with its zone. */
export function namedPlace(
  text: string,
): { place: string; timeZone: string } | undefined {
  const padded = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  known ??= places();
  const found = known.find(([place]) => padded.includes(` ${place} `));
  return found ? { place: found[0], timeZone: found[1] } : undefined;
}

const offsetMinutes = (offset: string) => {
  const [, sign, hours, minutes] = /([+-])(\d\d):(\d\d)/.exec(offset) ?? [];
  const total = Number(hours ?? 0) * 60 + Number(minutes ?? 0);
  return sign === "-" ? -total : total;
};

/** The instant `clock` ("HH:MM") strikes on the studio's date of `now`. */
function studioInstant(now: Date, clock: string): Date {
  const date = new Intl.DateTimeFormat("en-CA", {
    timeZone: site.hours.timeZone,
  }).format(now);
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = clock.split(":").map(Number);
  const utc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day, hours, minutes);
  return new Date(utc - offsetMinutes(site.hours.utcOffset) * 60_000);
}

const clockIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(instant)
    .replace(/\s/g, " ")
    .toLowerCase();

const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);

/**
 * Today's opening and closing in `timeZone`, or nothing when that zone
 * keeps the studio's own clock.
 */
export function hoursIn(
  now: Date,
  timeZone: string,
): { opens: string; closes: string; isNextDay: boolean } | undefined {
  const opens = studioInstant(now, site.hours.opens);
  const closes = studioInstant(now, site.hours.closes);
  const ownClock = clockIn(opens, site.hours.timeZone);
  if (clockIn(opens, timeZone) === ownClock) return undefined;
  return {
    opens: clockIn(opens, timeZone),
    closes: clockIn(closes, timeZone),
    isNextDay: dayIn(opens, timeZone) !== dayIn(closes, timeZone),
  };
}
