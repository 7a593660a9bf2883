import { describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_DAYS } from "~/effects/draft";
import { contactFormContent } from "./contactForm";
import { legalDocuments } from "./legal";
import { legalIds } from "./legalIds";

const allText = (id: keyof typeof legalDocuments) => {
  const doc = legalDocuments[id];
  return [
    doc.intro,
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...("paragraphs" in section ? section.paragraphs : []),
      ...("items" in section ? section.items : []),
    ]),
    doc.contactLine,
  ];
};

describe("legal texts", () => {
  it("has a text for every legal anchor, with tidy copy", () => {
    expect(Object.keys(legalDocuments).sort()).toEqual([...legalIds].sort());
    for (const id of legalIds) {
      const texts = allText(id);
      expect(texts.length).toBeGreaterThan(4);
      for (const text of texts) {
        expect(text.trim()).toBe(text);
        expect(text).not.toMatch(/lorem|ipsum|todo|tbd/i);
      }
    }
  });

  it("gives the DPDP notice what the Act asks for", () => {
    const privacy = allText("privacy").join("\n");
    expect(privacy).toContain("Digital Personal Data Protection Act, 2023");
    for (const collected of ["name", "e-mail address", "message"]) {
      expect(privacy).toContain(collected);
    }
    for (const topic of [
      "Why we use it",
      "How long we keep it",
      "Your rights",
    ]) {
      expect(privacy).toContain(topic);
    }
    expect(privacy).toMatch(/withdraw your consent/);
    expect(privacy).toContain("Data Protection Board of India");
  });

  it("states how long the draft stays, as the draft code does", () => {
    expect(allText("privacy").join("\n")).toContain(
      `discarded after ${DRAFT_MAX_AGE_DAYS} days`,
    );
  });

  it("names the standard, the tests and how to report in the accessibility statement", () => {
    const statement = allText("accessibility").join("\n");
    expect(statement).toContain("WCAG) 2.2, level AA");
    expect(statement).toContain("axe-core");
    expect(statement).toMatch(/keyboard/i);
    expect(legalDocuments.accessibility.contactLine).toMatch(/report/i);
  });

  it("has tidy copy for the form's additions", () => {
    for (const text of Object.values(contactFormContent)) {
      expect(text.trim()).not.toBe("");
      expect(text.trim()).toBe(text);
    }
  });
});
