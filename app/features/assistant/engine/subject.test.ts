import { describe, expect, it } from "vitest";
import { best, scoresOf, subjectOutranksTopic, subjectsOf } from "./subject";
import { reading, state } from "./testEngine";

const subjects = (question: string) => {
  const read = reading(question);
  const scores = scoresOf(read.tokens, state);
  return { read, scores, ...subjectsOf(read, scores, state) };
};

describe("subject: what a question is about", () => {
  it("scores concepts by the words that name them", () => {
    const { scores } = subjects("tell me about Bunkar Looms");
    expect(best(scores, ["case-study"], state)?.id).toBe(
      "case:bunkar-looms-launch",
    );
  });

  it("the visitor's own business named in a case study's words is context", () => {
    const found = subjects("a logo for my honey brand");
    expect(found.subject?.kind).toBe("service");
    expect(found.subject?.label).toMatch(/logo/i);
    expect(found.ownBusiness?.id).toBe("case:himalayan-hive-diwali");
  });

  it("a thing the studio does not do outweighs what it does", () => {
    expect(subjects("an android app for my website").subject?.id).toBe(
      "not:native-apps",
    );
  });

  it("a named service outranks a studio-wide topic it shares a question with", () => {
    const found = subjects("how long does a landing page take?");
    expect(found.subject?.kind).toBe("service");
    expect(
      subjectOutranksTopic(found, found.scores, found.read.asks.size > 0),
    ).toBe(true);
    const hours = subjects("what are your hours?");
    expect(
      subjectOutranksTopic(hours, hours.scores, hours.read.asks.size > 0),
    ).toBe(false);
  });
});
