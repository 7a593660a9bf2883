import type { SiteFacts } from "./types";

type Hours = SiteFacts["hours"];

export type OpenStatus = {
  isOpen: boolean;
  /** One or two sentences for the visitor, in IST and their own time. */
  sentence: string;
};

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

function toMinutes(clock: string): number {
  const [hours = "0", minutes = "0"] = clock.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** "+05:30" as minutes east of UTC. */
function offsetMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

function inVisitorTime(instant: Date, timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(instant);
  } catch {
    return null;
  }
}

/**
 * Whether the studio is open at `now`, from its support hours (a fixed UTC
 * offset: IST has no daylight saving). When closed, says when it opens, in
 * IST and, if different, in the visitor's own time zone.
 */
export function openStatus(
  now: Date,
  hours: Hours,
  visitorTimeZone?: string,
): OpenStatus {
  const offset = offsetMinutes(hours.utcOffset);
  const local = new Date(now.getTime() + offset * 60_000);
  const isoDay = ((local.getUTCDay() + 6) % 7) + 1;
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  const zone = hours.utcOffset === "+05:30" ? "IST" : `UTC${hours.utcOffset}`;
  const nowText = `it's ${clock(minutes)} ${zone} on ${WEEKDAYS[isoDay - 1]}`;

  if (hours.days.includes(isoDay) && minutes >= opens && minutes < closes) {
    return {
      isOpen: true,
      sentence: `We're open right now (${nowText}) until ${hours.closes} ${zone}.`,
    };
  }

  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = ((isoDay - 1 + ahead) % 7) + 1;
    if (!hours.days.includes(day) || (ahead === 0 && minutes >= opens)) {
      continue;
    }
    const startOfToday = Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate(),
    );
    const opening = new Date(
      startOfToday + (ahead * MINUTES_PER_DAY + opens - offset) * 60_000,
    );
    const when =
      ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : WEEKDAYS[day - 1];
    const isElsewhere =
      visitorTimeZone !== undefined &&
      visitorTimeZone !== hours.timeZone &&
      visitorTimeZone !== "Asia/Calcutta";
    const theirs = isElsewhere ? inVisitorTime(opening, visitorTimeZone) : null;
    const yours = theirs ? ` (${theirs} your time)` : "";
    return {
      isOpen: false,
      sentence: `We're closed right now (${nowText}). We open ${when} at ${hours.opens} ${zone}${yours}.`,
    };
  }

  return { isOpen: false, sentence: `Our hours are ${hours.label}.` };
}
