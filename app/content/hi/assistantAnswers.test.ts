import { describe, expect, it } from "vitest";
import { siteConcepts } from "~/features/assistant/engine/knowledge";
import { assistantFacts } from "../assistantFacts";
import { caseStudies } from "../caseStudies";
import { site } from "../site";
import {
  hiCaseStudies,
  hiConcepts,
  hiHoursLabel,
  hiReplies,
  hiServiceTimelines,
} from "./assistantAnswers";
import { hiLinkLabels } from "./assistantLinks";

/** The figures a text states: "1,400", "3.4", "50", "24". */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
const DEVANAGARI = /\p{Script=Devanagari}/u;
const concepts = siteConcepts();

describe("the assistant's Hindi: every fact it answers from, in Hindi", () => {
  it("every concept the engine answers about has its Hindi name and answer", () => {
    const missing = concepts
      .filter((concept) => !hiConcepts[concept.id])
      .map((concept) => concept.id);
    // A failure names each concept without its Hindi.
    expect(missing).toEqual([]);
  });

  it("no Hindi text for a concept that no longer exists", () => {
    const ids = new Set(concepts.map((concept) => concept.id));
    expect(Object.keys(hiConcepts).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("each Hindi answer is in Hindi and states the same figures as the English one", () => {
    const wrong = concepts.flatMap((concept) => {
      const hindi = hiConcepts[concept.id]?.reply ?? "";
      const said = new Set(figures(hindi));
      const lost = figures(concept.reply).filter((figure) => !said.has(figure));
      return DEVANAGARI.test(hindi) && lost.length === 0
        ? []
        : [`${concept.id}: ${lost.join(", ") || "not in Hindi"}`];
    });
    expect(wrong).toEqual([]);
  });

  it("each case study's results, stack and quote in Hindi, the same figures in the same order", () => {
    for (const study of caseStudies) {
      const hindi = hiCaseStudies[study.id as keyof typeof hiCaseStudies];
      expect(hindi.results).toHaveLength(study.results.length);
      expect(hindi.results.map(figures)).toEqual(study.results.map(figures));
      expect(hindi.stack).toHaveLength(study.stack.length);
      expect(hindi.stack.map(figures)).toEqual(study.stack.map(figures));
      expect(figures(hindi.summary)).toEqual(
        expect.arrayContaining(figures(study.summary)),
      );
      expect(hindi.quote.text).toMatch(DEVANAGARI);
    }
  });

  it("each service's own timeline has its Hindi", () => {
    const timed = concepts.filter((concept) => concept.service?.timeline);
    expect(timed.length).toBeGreaterThan(0);
    const missing = timed
      .map((concept) => concept.id)
      .filter((id) => !DEVANAGARI.test(hiServiceTimelines[id] ?? ""));
    expect(missing).toEqual([]);
  });

  it("the hours are the English hours: the same days' figures, IST", () => {
    expect(figures(hiHoursLabel)).toEqual(figures(site.hours.label));
    expect(hiHoursLabel).toContain("IST");
    expect(hiReplies.unlisted).toContain(hiHoursLabel);
  });

  it("every link an answer carries has a Hindi name", () => {
    const labels = new Set(
      concepts.flatMap((concept) =>
        concept.links
          .filter((link) => !link.to.startsWith("/portfolio/"))
          .map((link) => link.label),
      ),
    );
    labels.add(assistantFacts.pricing.source.label);
    const missing = [...labels].filter((label) => !hiLinkLabels[label]);
    expect(missing, "link names without Hindi").toEqual([]);
  });

  it("the honest replies send the visitor to the contact form with the reply time", () => {
    for (const text of [hiReplies.unlisted, hiReplies.notListed]) {
      expect(text).toContain("संपर्क फ़ॉर्म");
      expect(text).toContain("एक दिन के भीतर");
    }
  });
});
