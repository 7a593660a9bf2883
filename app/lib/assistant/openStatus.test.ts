import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { openStatus } from "./openStatus";

/** An instant given as New Delhi wall-clock time. */
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe("whether the studio is open", () => {
  it("is open on a weekday inside the hours", () => {
    const status = openStatus(ist("2025-03-04T10:30"), site.hours);
    expect(status.isOpen).toBe(true);
    expect(status.sentence).toContain("until 19:00 IST");
  });

  it("opens today when it is early on a working day", () => {
    const status = openStatus(ist("2025-03-04T09:15"), site.hours);
    expect(status.isOpen).toBe(false);
    expect(status.sentence).toContain("We open today at 10:00 IST");
  });

  it("is closed at closing time exactly and opens tomorrow", () => {
    const status = openStatus(ist("2025-03-04T19:00"), site.hours);
    expect(status.isOpen).toBe(false);
    expect(status.sentence).toContain("We open tomorrow at 10:00 IST");
  });

  it("skips Sunday: on Saturday evening it opens on Monday", () => {
    const status = openStatus(ist("2025-03-08T20:00"), site.hours);
    expect(status.sentence).toContain("We open Monday at 10:00 IST");
  });

  it("gives the opening time in the visitor's own time zone", () => {
    // Monday 10 March 2025, 10:00 IST is 04:30 in London (GMT).
    const status = openStatus(
      ist("2025-03-09T12:00"),
      site.hours,
      "Europe/London",
    );
    expect(status.sentence).toContain("We open tomorrow at 10:00 IST");
    expect(status.sentence).toContain("(Mon 04:30 your time)");
  });

  it("leaves out 'your time' for a visitor in India", () => {
    const status = openStatus(
      ist("2025-03-09T12:00"),
      site.hours,
      "Asia/Kolkata",
    );
    expect(status.sentence).not.toContain("your time");
  });
});
