import { describe, expect, it } from "vitest";
import { assistantFacts as facts } from "./assistantFacts";
import { caseStudies } from "./caseStudies";
import { contactNextSteps } from "./contactNextSteps";
import { faq } from "./faq";
import { legalDocuments, type LegalSection } from "./legal";
import { processSteps } from "./process";
import { services } from "./services";

/*
 * The assistant's facts are copy: they must say what the rest of the site
 * says, so a copy edit in one place that the other does not follow fails
 * here instead of changing an answer silently.
 */
const faqAnswer = (id: string) =>
  faq.find((entry) => entry.id === id)?.answer ?? "";
const termsSections: readonly LegalSection[] = legalDocuments.terms.sections;
const terms = termsSections
  .flatMap((section) => [
    ...(section.paragraphs ?? []),
    ...(section.items ?? []),
  ])
  .join(" ");

describe("the assistant's facts", () => {
  it("name every service on the site, and only those", () => {
    const leads = services.flatMap((service) =>
      service.items.map((item) => `${service.id}:${item.lead}`),
    );
    expect(
      facts.services.map((fact) => `${fact.line}:${fact.name}`).sort(),
    ).toEqual(leads.sort());
  });

  it("point only to case studies that exist, and name each one", () => {
    const ids = new Set(caseStudies.map((study) => study.id));
    const pointed = [
      ...facts.services.flatMap((fact) => fact.caseStudies),
      ...facts.industries.flatMap((industry) => industry.caseStudies),
    ];
    expect(pointed.filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(facts.caseStudies).sort()).toEqual([...ids].sort());
    expect(Object.keys(facts.processSteps).sort()).toEqual(
      processSteps.map((step) => step.id).sort(),
    );
  });

  it("state the pricing stance the FAQ and the terms state", () => {
    expect(facts.pricing.publishesPrices).toBe(false);
    expect(faqAnswer("price")).toContain(
      `Quotes hold for ${facts.pricing.quoteValidDays} days`,
    );
    expect(terms).toContain(
      `Quotes hold for ${facts.pricing.quoteValidDays} days`,
    );
    expect(faqAnswer("price")).toMatch(/don't publish packages/);
    expect(contactNextSteps.steps.join(" ")).toContain(
      `free ${facts.firstCall.minutes}-minute call`,
    );
  });

  it("state the payment, revisions and notice the terms state", () => {
    expect(faqAnswer("payment")).toContain(facts.payment.web);
    expect(terms).toContain(facts.payment.social);
    expect(terms).toContain(
      `Invoices are due within ${facts.payment.invoiceDueDays} days`,
    );
    expect(terms).toContain(facts.revisions.roundsPerDeliverable);
    expect(terms).toContain(facts.revisions.feedbackWithin);
    expect(terms).toContain("14 days' written notice");
    expect(facts.ending.reply).toContain("14 days' written notice");
  });

  it("name the languages and industries the FAQ names", () => {
    for (const language of facts.languages.spoken) {
      expect(faqAnswer("languages")).toContain(language);
    }
    expect(faqAnswer("industries").toLowerCase()).toContain("education");
    expect(facts.industries.map((i) => i.name)).toContain("Education");
  });

  it("say no to each thing the FAQ says the studio does not do", () => {
    const notOffered = faqAnswer("not-offered");
    for (const word of ["native", "games", "crypto", "followers", "rankings"]) {
      expect(notOffered).toContain(word);
    }
    expect(facts.notOffered.map((fact) => fact.reply)).toEqual(
      facts.notOffered.map(() => expect.stringMatching(/^We don't/)),
    );
  });

  it("keep every synonym lower case and unique to its list", () => {
    const lists = [
      ...facts.services.map((fact) => fact.synonyms),
      ...facts.notOffered.map((fact) => fact.synonyms),
      ...facts.industries.map((fact) => fact.synonyms),
    ];
    for (const list of lists) {
      expect(list.filter((word) => word !== word.toLowerCase())).toEqual([]);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
