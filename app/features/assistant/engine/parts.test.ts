import { describe, expect, it } from "vitest";
import { MAX_ANSWER_WORDS } from "~/content/assistantAnswers";
import { combine, distinctAnswers, partsOf } from "./parts";
import type { Answer } from "./types";

const answer = (text: string, subjectId: string, to = "/x"): Answer => ({
  text,
  links: [{ label: "Link", to }],
  topics: [{ kind: "subject", label: subjectId }],
  confidence: 0.9,
  context: { subjectId },
});

describe("parts: a long brief read as several questions", () => {
  it("keeps a short question whole", () => {
    expect(partsOf("Do you make reels? And logos?")).toEqual([
      "Do you make reels? And logos?",
    ]);
  });

  it("splits a brief at sentences, numbered items and joiners", () => {
    const parts = partsOf(
      "We are launching a snacks brand soon. Need: 1) a logo and packaging mockups 2) a one page website 3) someone to run our Instagram every month",
    );
    expect(parts).toContain("a logo and packaging mockups");
    expect(parts).toContain("a one page website");
    expect(parts.some((part) => /instagram/i.test(part))).toBe(true);
  });

  it("keeps at most three distinct answers", () => {
    const kept = distinctAnswers([
      answer("A.", "a"),
      answer("A again.", "a"),
      answer("B.", "b"),
      answer("C.", "c"),
      answer("D.", "d"),
    ]);
    expect(kept.map((a) => a.context?.subjectId)).toEqual(["a", "b", "c"]);
  });

  it("combines answers within the word limit, naming each part, links once", () => {
    const long = `Reels and posts, from our Social Media Marketing team: ${"word ".repeat(40)}.`;
    const reply = combine([
      answer(long, "reels", "/services"),
      answer("Landing pages: live in days.", "landing", "/services"),
      answer("Payments: 50% before work starts.", "pay", "/terms"),
    ]);
    expect(reply.text.split(/\s+/).length).toBeLessThanOrEqual(
      MAX_ANSWER_WORDS,
    );
    expect(reply.text).toMatch(/^Reels and posts:/);
    expect(reply.text).toContain("Landing pages: live in days.");
    expect(reply.links.map((l) => l.to)).toEqual(["/services", "/terms"]);
    expect(reply.context?.subjectId).toBe("reels");
  });
});
