import { describe, expect, it } from "vitest";
import { MAX_ANSWER_WORDS } from "./assistantAnswers";
import { caseStudies } from "./caseStudies";
import { faq } from "./faq";
import { homeSectionOrder } from "./sectionIds";

const sections = homeSectionOrder;
const pages = new Set([
  "/portfolio",
  ...caseStudies.map((study) => `/portfolio/${study.id}`),
  ...sections.map((id) => `/Home#${id}`),
  "#terms",
  "#privacy",
  "#accessibility",
]);

describe("the FAQ", () => {
  it("has unique ids and questions", () => {
    expect(new Set(faq.map((entry) => entry.id)).size).toBe(faq.length);
    expect(new Set(faq.map((entry) => entry.question)).size).toBe(faq.length);
  });

  it("answers each question in at most 60 words", () => {
    const long = faq.filter(
      (entry) => entry.answer.split(/\s+/).length > MAX_ANSWER_WORDS,
    );
    expect(long.map((entry) => entry.id)).toEqual([]);
  });

  it("links each answer to a page or section that exists", () => {
    const dead = faq.filter((entry) => !pages.has(entry.more.to));
    expect(dead.map((entry) => entry.more.to)).toEqual([]);
  });
});
