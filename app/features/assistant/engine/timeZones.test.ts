import { describe, expect, it } from "vitest";
import { hoursIn, namedPlace } from "./timeZones";

/** A Tuesday in December: London on GMT, New York on EST. */
const winter = new Date("2026-12-01T06:00:00Z");
/** A Tuesday in July: London on BST. */
const summer = new Date("2026-07-07T06:00:00Z");

describe("time zones: the studio's hours in the visitor's", () => {
  it("finds the place a visitor names, the longest name first", () => {
    expect(namedPlace("I'm in New York, when are you open?")).toEqual({
      place: "new york",
      timeZone: "America/New_York",
    });
    expect(namedPlace("we are a UK company")?.timeZone).toBe("Europe/London");
    expect(namedPlace("what are your hours?")).toBeUndefined();
  });

  it("gives opening and closing in that zone, with summer time", () => {
    expect(hoursIn(winter, "Europe/London")).toEqual({
      opens: "4:30 am",
      closes: "1:30 pm",
      isNextDay: false,
    });
    expect(hoursIn(summer, "Europe/London")).toMatchObject({
      opens: "5:30 am",
      closes: "2:30 pm",
    });
    expect(hoursIn(winter, "Asia/Dubai")).toMatchObject({
      opens: "8:30 am",
      closes: "5:30 pm",
    });
  });

  it("says when closing falls on the next day there", () => {
    expect(hoursIn(winter, "America/New_York")).toEqual({
      opens: "11:30 pm",
      closes: "8:30 am",
      isNextDay: true,
    });
  });

  it("says nothing more in the studio's own zone", () => {
    expect(hoursIn(winter, "Asia/Kolkata")).toBeUndefined();
  });
});
