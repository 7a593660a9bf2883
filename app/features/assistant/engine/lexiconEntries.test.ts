import { describe, expect, it } from "vitest";
import { lexiconEntries, NOT_LISTED } from "./lexiconEntries";
import { siteConcepts } from "./knowledge";
import { termKey } from "./understand";

describe("lexicon entries: the words for each concept and ask", () => {
  const { entries } = lexiconEntries(siteConcepts());
  const senses = (phrase: string) => [...(entries.get(termKey(phrase)) ?? [])];

  it("names services by their clients' words", () => {
    expect(senses("product photos").some((s) => s.startsWith("service:"))).toBe(
      true,
    );
  });

  it("names kinds of question", () => {
    expect(senses("how much")).toContain("a:price");
  });

  it("marks what the site does not list", () => {
    expect(senses("wordpress")).toContain(NOT_LISTED);
  });

  it("gives a date of the visitor's plans no sense", () => {
    expect(senses("next month")).toEqual([]);
  });

  it("knows a word the site never uses as naming nothing", () => {
    expect(entries.has(termKey("parking"))).toBe(true);
    expect(senses("parking")).toEqual([]);
  });
});
