import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import {
  describeAvailability,
  describeReplyBy,
  getAvailability,
  replyDeadline,
} from "./availability";
import { availabilityText } from "~/content/contact";
import { availabilityText as hindiAvailabilityText } from "~/content/hi/contact";

const english = { locale: "en-US", text: availabilityText };

const hours = site.hours;
const KOLKATA = "Asia/Kolkata";

/** Fixed clocks, written as UTC instants with their IST wall time beside. */
const clocks = {
  tuesdayBeforeTen: new Date("2025-01-07T02:30:00Z"), // Tue 08:00 IST
  wednesdayNoon: new Date("2025-01-08T06:30:00Z"), // Wed 12:00 IST
  wednesday1859: new Date("2025-01-08T13:29:00Z"), // Wed 18:59 IST
  wednesday1900: new Date("2025-01-08T13:30:00Z"), // Wed 19:00 IST
  saturdayTen: new Date("2025-01-11T04:30:00Z"), // Sat 10:00 IST
  saturdayEvening: new Date("2025-01-11T14:30:00Z"), // Sat 20:00 IST
  sundayNoon: new Date("2025-01-12T06:30:00Z"), // Sun 12:00 IST
  julySaturdayEvening: new Date("2025-07-12T14:30:00Z"), // Sat 20:00 IST
};

describe("getAvailability", () => {
  it("is closed on a weekday morning before 10 and opens at 10:00 that day", () => {
    expect(getAvailability(clocks.tuesdayBeforeTen, hours)).toEqual({
      isOpen: false,
      opensAt: new Date("2025-01-07T04:30:00Z"),
    });
  });

  it("is open during hours and says when it closes", () => {
    expect(getAvailability(clocks.wednesdayNoon, hours)).toEqual({
      isOpen: true,
      closesAt: new Date("2025-01-08T13:30:00Z"),
    });
  });

  it("is still open at 18:59 and closed from 19:00", () => {
    expect(getAvailability(clocks.wednesday1859, hours).isOpen).toBe(true);
    expect(getAvailability(clocks.wednesday1900, hours)).toEqual({
      isOpen: false,
      opensAt: new Date("2025-01-09T04:30:00Z"),
    });
  });

  it("opens on the dot at 10:00 on a Saturday", () => {
    expect(getAvailability(clocks.saturdayTen, hours).isOpen).toBe(true);
  });

  it("skips Sunday: from Saturday evening and Sunday it opens on Monday", () => {
    const monday = new Date("2025-01-13T04:30:00Z");
    expect(getAvailability(clocks.saturdayEvening, hours)).toEqual({
      isOpen: false,
      opensAt: monday,
    });
    expect(getAvailability(clocks.sundayNoon, hours)).toEqual({
      isOpen: false,
      opensAt: monday,
    });
  });
});

/** What an English page says of the studio's hours, seen from `zone`. */
const seenFrom = (zone: string, now: Date) =>
  describeAvailability(now, hours, zone, english);

describe("describeAvailability", () => {
  it("says 'Open now' with the closing time, and nothing more in India", () => {
    expect(seenFrom(KOLKATA, clocks.wednesdayNoon)).toEqual({
      isOpen: true,
      status: "Open now, until 19:00 IST",
      yourTime: null,
    });
  });

  it("names the next opening day and time in IST when closed", () => {
    expect(seenFrom(KOLKATA, clocks.tuesdayBeforeTen).status).toBe(
      "Closed, opens Tuesday 10:00 IST",
    );
    expect(seenFrom(KOLKATA, clocks.wednesday1900).status).toBe(
      "Closed, opens Thursday 10:00 IST",
    );
    expect(seenFrom(KOLKATA, clocks.sundayNoon)).toEqual({
      isOpen: false,
      status: "Closed, opens Monday 10:00 IST",
      yourTime: null,
    });
  });

  const closedTillMonday = {
    isOpen: false,
    status: "Closed, opens Monday 10:00 IST",
  };
  const openTillSeven = { isOpen: true, status: "Open now, until 19:00 IST" };

  it.each([
    {
      what: "treats the Asia/Calcutta alias as the studio's own zone",
      zone: "Asia/Calcutta",
      now: clocks.saturdayEvening,
      expected: { ...closedTillMonday, yourTime: null },
    },
    {
      what: "adds the opening in a UTC visitor's time",
      zone: "UTC",
      now: clocks.saturdayEvening,
      expected: { ...closedTillMonday, yourTime: "4:30 am your time" },
    },
    {
      what: "names the visitor's own day in New York, where it is still Sunday",
      zone: "America/New_York",
      now: clocks.saturdayEvening,
      expected: { ...closedTillMonday, yourTime: "Sunday 11:30 pm your time" },
    },
    {
      what: "follows New York's daylight saving time in July",
      zone: "America/New_York",
      now: clocks.julySaturdayEvening,
      expected: { ...closedTillMonday, yourTime: "12:30 am your time" },
    },
    {
      what: "gives a Sydney visitor the opening in their afternoon",
      zone: "Australia/Sydney",
      now: clocks.saturdayEvening,
      expected: { ...closedTillMonday, yourTime: "3:30 pm your time" },
    },
    {
      what: "gives a Sydney visitor the closing time on their next day while open",
      zone: "Australia/Sydney",
      now: clocks.wednesdayNoon,
      expected: { ...openTillSeven, yourTime: "Thursday 12:30 am your time" },
    },
    {
      what: "leaves out the visitor's time when their zone is unknown",
      zone: "Mars/Olympus_Mons",
      now: clocks.saturdayEvening,
      expected: { ...closedTillMonday, yourTime: null },
    },
  ])("$what", ({ zone, now, expected }) => {
    expect(seenFrom(zone, now)).toEqual(expected);
  });
});

describe("replyDeadline and describeReplyBy", () => {
  it("answers a message sent while closed by the end of the next open day", () => {
    // Tue 20:00 IST, after hours: Wednesday's whole day, until 19:00.
    const tuesdayNight = new Date("2025-01-07T14:30:00Z");
    expect(replyDeadline(tuesdayNight, hours)).toEqual(
      new Date("2025-01-08T13:30:00Z"),
    );
    expect(describeReplyBy(tuesdayNight, hours, english)).toBe(
      "Wednesday 7 pm IST",
    );
  });

  it("says today for a message sent before opening on a working day", () => {
    expect(describeReplyBy(clocks.tuesdayBeforeTen, hours, english)).toBe(
      "today 7 pm IST",
    );
  });

  it("gives a message sent during hours one working day: noon to noon", () => {
    expect(replyDeadline(clocks.wednesdayNoon, hours)).toEqual(
      new Date("2025-01-09T06:30:00Z"),
    );
    expect(describeReplyBy(clocks.wednesdayNoon, hours, english)).toBe(
      "Thursday 12 pm IST",
    );
  });

  it("skips Sunday, and rounds up to the hour, never earlier", () => {
    // Sat 15:17 IST: 3 h 43 min left on Saturday, the rest on Monday.
    const saturdayAfternoon = new Date("2025-01-11T09:47:00Z");
    expect(replyDeadline(saturdayAfternoon, hours)).toEqual(
      new Date("2025-01-13T10:30:00Z"), // Mon 16:00 IST, from 15:17
    );
    expect(describeReplyBy(saturdayAfternoon, hours, english)).toBe(
      "Monday 4 pm IST",
    );
    expect(describeReplyBy(clocks.sundayNoon, hours, english)).toBe(
      "Monday 7 pm IST",
    );
    expect(describeReplyBy(clocks.saturdayEvening, hours, english)).toBe(
      "Monday 7 pm IST",
    );
  });
});

describe("describeReplyBy on a Hindi page", () => {
  const hindi = { locale: "hi-IN", text: hindiAvailabilityText };

  it("says the day, the part of the day and the hour as Hindi does", () => {
    const tuesdayNight = new Date("2025-01-07T14:30:00Z");
    expect(describeReplyBy(tuesdayNight, hours, hindi)).toBe(
      "बुधवार शाम 7 बजे IST",
    );
    expect(describeReplyBy(clocks.tuesdayBeforeTen, hours, hindi)).toBe(
      "आज शाम 7 बजे IST",
    );
    // Sat 15:17 IST: due Monday 16:00.
    expect(
      describeReplyBy(new Date("2025-01-11T09:47:00Z"), hours, hindi),
    ).toBe("सोमवार शाम 4 बजे IST");
    expect(describeReplyBy(clocks.wednesdayNoon, hours, hindi)).toBe(
      "गुरुवार दोपहर 12 बजे IST",
    );
  });
});
