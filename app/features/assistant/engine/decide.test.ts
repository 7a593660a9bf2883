import { describe, expect, it } from "vitest";
import { decide } from "./decide";
import { scoresOf } from "./subject";
import { reading, state } from "./testEngine";

const now = new Date("2026-12-01T06:00:00Z");
const ask = (question: string, visitorTimeZone = "Asia/Kolkata") => {
  const read = reading(question);
  return decide(
    read,
    scoresOf(read.tokens, state),
    { now, visitorTimeZone, text: question },
    state,
  );
};

describe("decide: subject, topic or the general answer", () => {
  it("hours in a named place's zone, opening and closing", () => {
    const text = ask("I'm in London, what are your hours?")?.answer.text;
    expect(text).toContain("Mon-Sat 10am-7pm IST");
    expect(text).toContain("In London that is 4:30 am to 1:30 pm.");
  });

  it("hours in the browser's zone when no place is named", () => {
    const text = ask("what are your hours?", "Asia/Dubai")?.answer.text;
    expect(text).toContain("In your time that is 8:30 am to 5:30 pm.");
    expect(ask("what are your hours?")?.answer.text).not.toContain(
      "In your time",
    );
  });

  it("a kind of question asked of nothing named: the general answer", () => {
    expect(ask("how much?")?.answer.text).toMatch(/fixed quote/);
  });

  it("a studio-wide topic answers with its group", () => {
    const decision = ask("how do payments work?");
    expect(decision?.answer.text).toContain("50%");
    expect(decision?.used.has("topic:invoice")).toBe(true);
  });

  it("nothing named and nothing asked: no decision", () => {
    expect(ask("zorblat quixotic")).toBeNull();
  });
});
