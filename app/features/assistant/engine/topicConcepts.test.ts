import { describe, expect, it } from "vitest";
import { faq } from "~/content/faq";
import { askConcepts, topicConcepts } from "./topicConcepts";

describe("topic concepts: the studio-wide answers", () => {
  const topics = topicConcepts();

  it("answers the FAQ's payment terms from the facts", () => {
    const payment = topics.find((t) => t.id === "topic:payment");
    const faqPayment = faq.find((entry) => entry.id === "payment");
    expect(payment?.reply).toContain("50%");
    expect(faqPayment?.answer).toContain("50%");
  });

  it("every topic links where the site says it", () => {
    const unlinked = topics.filter((topic) => topic.links.length === 0);
    expect(unlinked.map((topic) => topic.id)).toEqual([]);
  });

  it("answers a kind of question asked of nothing: the portfolio list", () => {
    const portfolio = askConcepts().find((c) => c.id === "ask:portfolio");
    expect(portfolio?.items?.length).toBeGreaterThan(4);
  });
});
