import type { availabilityText as englishText } from "~/content/contact";
import type { Translation } from "~/content/translation";

/** How times are said: the page's locale and its words for them. */
export type TimeWords = {
  /** `en-IN` or `hi-IN`: weekday names and clock times. */
  locale: string;
  text: Translation<typeof englishText>;
};

/** Support hours as the site config states them (see `site.hours`). */
export type SupportHours = {
  /** IANA zone the hours are kept in, e.g. "Asia/Kolkata". */
  timeZone: string;
  /** ISO weekdays 1 (Monday) to 7 (Sunday). */
  days: readonly number[];
  /** "HH:MM", 24-hour, in `timeZone`. */
  opens: string;
  closes: string;
};

export type Availability =
  { isOpen: true; closesAt: Date } | { isOpen: false; opensAt: Date };

export type AvailabilityText = {
  isOpen: boolean;
  /** "Open now, until 19:00 IST" or "Closed, opens Monday 10:00 IST". */
  status: string;
  /** The same moment in the visitor's zone, "4:30 am your time", or null. */
  yourTime: string | null;
};

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Weekday (ISO) and minutes since midnight of `instant` on the wall clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) =>
    parts.find((item) => item.type === type)?.value ?? "";
  const weekday = WEEKDAYS.indexOf(part("weekday"));
  return {
    isoDay: weekday === 0 ? 7 : weekday,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** `now` moved by `minutes` on the wall clock of `timeZone`, to the minute. */
function wallClockShift(now: Date, minutes: number, timeZone: string): Date {
  const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const guess = new Date(start + minutes * MINUTE_MS);
  // Correct for a change of UTC offset in between (none for IST).
  const raw =
    wallClock(guess, timeZone).minutes -
    wallClock(now, timeZone).minutes -
    minutes;
  const drift =
    (((raw % DAY_MINUTES) + DAY_MINUTES + DAY_MINUTES / 2) % DAY_MINUTES) -
    DAY_MINUTES / 2;
  return new Date(guess.getTime() - drift * MINUTE_MS);
}

/**
 * Whether the studio is open at `now`, and when it next closes or opens.
 * Pure: the clock is an argument, so tests fix it.
 */
export function getAvailability(now: Date, hours: SupportHours): Availability {
  const { isoDay, minutes } = wallClock(now, hours.timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (hours.days.includes(isoDay) && minutes >= opens && minutes < closes) {
    return {
      isOpen: true,
      closesAt: wallClockShift(now, closes - minutes, hours.timeZone),
    };
  }
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = ((isoDay - 1 + ahead) % 7) + 1;
    if (!hours.days.includes(day) || (ahead === 0 && minutes >= opens)) {
      continue;
    }
    const shift = ahead * DAY_MINUTES + opens - minutes;
    return {
      isOpen: false,
      opensAt: wallClockShift(now, shift, hours.timeZone),
    };
  }
  throw new Error("Support hours name no opening day");
}

function zoneName(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone
  );
}

function format(
  instant: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = "en-US",
): string {
  return new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(
    instant,
  );
}

/** "4:30 am", or "Sunday 11:30 pm" when the visitor's day differs. */
function visitorTime(
  instant: Date,
  hours: SupportHours,
  visitorTimeZone: string,
  { locale, text }: TimeWords,
): string | null {
  const sameMoment: Intl.DateTimeFormatOptions = {
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  try {
    const theirs = format(instant, visitorTimeZone, sameMoment);
    if (theirs === format(instant, hours.timeZone, sameMoment)) return null;
    const time = clockTime(instant, visitorTimeZone, { locale, text }, true);
    const day = format(instant, visitorTimeZone, { weekday: "long" }, locale);
    const studioDay = format(
      instant,
      hours.timeZone,
      { weekday: "long" },
      locale,
    );
    return day === studioDay ? time : `${day} ${time}`;
  } catch {
    // An unknown visitor zone: the studio's time alone is still right.
    return null;
  }
}

/** What the contact panel says: open or closed, and in the visitor's time. */
export function describeAvailability(
  now: Date,
  hours: SupportHours,
  visitorTimeZone: string,
  { locale, text: availabilityText }: TimeWords,
): AvailabilityText {
  const availability = getAvailability(now, hours);
  const moment = availability.isOpen
    ? availability.closesAt
    : availability.opensAt;
  const zone = zoneName(moment, hours.timeZone);
  const status = availability.isOpen
    ? availabilityText.open(hours.closes, zone)
    : availabilityText.closed(
        format(moment, hours.timeZone, { weekday: "long" }, locale),
        hours.opens,
        zone,
      );
  const theirs = visitorTime(moment, hours, visitorTimeZone, {
    locale,
    text: availabilityText,
  });
  return {
    isOpen: availability.isOpen,
    status,
    yourTime: theirs ? availabilityText.yourTime(theirs) : null,
  };
}

/**
 * When a reply is due for an enquiry sent at `now`: "within a day" counted
 * as one working day of support hours (9 hours for 10:00 to 19:00), so a
 * message sent while the studio is closed is answered by the end of the
 * next day it opens, one sent at 15:00 by 15:00 the next working day.
 * Rounded up to the hour (the promise only ever gets later, never earlier).
 */
export function replyDeadline(now: Date, hours: SupportHours): Date {
  let remaining =
    (minutesOf(hours.closes) - minutesOf(hours.opens)) * MINUTE_MS;
  let at = now;
  for (let step = 0; step < 16; step++) {
    const availability = getAvailability(at, hours);
    if (!availability.isOpen) {
      at = availability.opensAt;
      continue;
    }
    const left = availability.closesAt.getTime() - at.getTime();
    if (remaining <= left) {
      const due = new Date(at.getTime() + remaining);
      const pastHour = wallClock(due, hours.timeZone).minutes % 60;
      return pastHour === 0
        ? due
        : wallClockShift(due, 60 - pastHour, hours.timeZone);
    }
    remaining -= left;
    at = availability.closesAt;
  }
  throw new Error("Support hours leave no time to reply");
}

/** "today 7 pm IST", "Wednesday 7 pm IST", "Tuesday 3:30 pm IST". */
export function describeReplyBy(
  now: Date,
  hours: SupportHours,
  { locale, text: availabilityText }: TimeWords,
): string {
  const due = replyDeadline(now, hours);
  const sameDay = (instant: Date) =>
    format(instant, hours.timeZone, { dateStyle: "short" });
  const day =
    sameDay(due) === sameDay(now)
      ? availabilityText.today
      : format(due, hours.timeZone, { weekday: "long" }, locale);
  const time = clockTime(
    due,
    hours.timeZone,
    { locale, text: availabilityText },
    wallClock(due, hours.timeZone).minutes % 60 !== 0,
  );
  return `${day} ${time} ${zoneName(due, hours.timeZone)}`;
}

/**
 * A clock time as the page's words say it: "7 pm", "4:30 am"; "शाम 7
 * बजे". The part of the day is the locale's own word for it.
 */
function clockTime(
  instant: Date,
  timeZone: string,
  { locale, text }: TimeWords,
  withMinutes: boolean,
): string {
  const { minutes } = wallClock(instant, timeZone);
  const hour24 = Math.floor(minutes / 60);
  const dayPeriod =
    new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: "numeric",
      dayPeriod: "short",
    })
      .formatToParts(instant)
      .find((part) => part.type === "dayPeriod")?.value ?? "";
  return text.clock({
    hour: String(hour24 % 12 || 12),
    minute: withMinutes ? String(minutes % 60).padStart(2, "0") : null,
    dayPeriod,
    half: hour24 < 12 ? "am" : "pm",
  });
}
