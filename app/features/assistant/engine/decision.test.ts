import { describe, expect, it } from "vitest";
import { hasSense, plain, reply, using } from "./decision";
import { concept, reading, state } from "./testEngine";

describe("decision: what every step shares", () => {
  it("builds the site's concepts and a lexicon that reads them", () => {
    expect(state.byId.get("topic:pricing")?.kind).toBe("topic");
    expect(hasSense(reading("how much").tokens, "a:price")).toBe(true);
  });

  it("an answer about a concept carries its subject for follow-ups", () => {
    const answer = reply(concept("case:haldi-house-reels"));
    expect(answer.context?.subjectId).toBe("case:haldi-house-reels");
    expect(answer.topics).toHaveLength(1);
  });

  it("keeps every answer within the word limit", () => {
    const answer = plain("word ".repeat(200));
    expect(answer.text.split(/\s+/).length).toBeLessThanOrEqual(61);
    expect(answer.topics).toEqual([]);
  });

  it("adds what a decision accounts for", () => {
    const decision = using(
      { answer: plain("x"), used: new Set(["a"]) },
      "b",
      "c",
    );
    expect([...decision.used]).toEqual(["a", "b", "c"]);
  });
});
