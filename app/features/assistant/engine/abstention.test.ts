import { describe, expect, it } from "vitest";
import { abstain, closestQuestions, confidenceOf } from "./abstention";
import { answerAbout } from "./answerChoice";
import { scoresOf } from "./subject";
import { concept, reading, state } from "./testEngine";

describe("abstention: calibrated honesty", () => {
  it("a fully explained question is fully confident; unknown words lower it", () => {
    const read = reading("tell me about Bunkar Looms");
    const decision = answerAbout(
      concept("case:bunkar-looms-launch"),
      read,
      state,
    );
    expect(confidenceOf(decision, read.tokens)).toBe(1);
    const vague = reading("Bunkar Looms zorblat quixotic frambles");
    expect(confidenceOf(decision, vague.tokens)).toBeLessThan(0.55);
  });

  it("a certain answer (a thing not done) is always confident", () => {
    const read = reading("android app with zorblat");
    const decision = answerAbout(concept("not:native-apps"), read, state);
    expect(confidenceOf(decision, read.tokens)).toBe(1);
  });

  it("says the site doesn't say, with the form, the reply time and suggestions", () => {
    const scores = scoresOf(reading("reels zorblat").tokens, state);
    const answer = abstain(scores, 0.2, false, state);
    expect(answer.text).toMatch(/^The site doesn't say/);
    expect(answer.text).toContain("within a day");
    expect(answer.links.map((l) => l.to)).toEqual(["/Home#contact"]);
    expect(answer.context?.isUnlisted).toBe(true);
    expect(answer.suggestions?.length).toBeGreaterThan(0);
    expect(abstain(scores, 0.2, true, state).text).toMatch(
      /^That isn't something this site lists/,
    );
  });

  it("never suggests a thing the studio does not do", () => {
    const scores = scoresOf(reading("android app reels").tokens, state);
    const suggestions = closestQuestions(scores, state);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.join(" ")).not.toMatch(/android|native/i);
  });
});
