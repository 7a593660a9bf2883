import { describe, expect, it } from "vitest";
import { createContentIndex, keysOf } from "./contentMatch";
import { createEngineState } from "./decision";
import { createAssistant } from "./createAssistant";

const NO_ANSWER =
  /(we don.t list that|i couldn.t (find|match)|the site does(n.t| not) (say|list|cover|mention)|isn.t something this site lists)/i;

describe("the content match before a denial", () => {
  const { concepts } = createEngineState();
  const index = createContentIndex(concepts);

  it("reads content words and the pairs of words around them", () => {
    const keys = keysOf("Do you work with salons?");
    expect(keys).toContain("salon");
    expect(keys).toContain("work with");
    expect(keys).not.toContain("do");
  });

  it("finds the FAQ's answer from the words of its question", () => {
    expect(index.closest("which industrys do u work with")?.id).toBe(
      "topic:industries",
    );
  });

  it("finds nothing where the question shares no rare word", () => {
    expect(index.closest("xylophone quantum zebra")).toBeUndefined();
  });

  it("turns the denials it covers into the closest answer, with its link", () => {
    const assistant = createAssistant();
    const answer = assistant.answer("Do you work with salons?");
    expect(answer.text).not.toMatch(NO_ANSWER);
    expect(answer.text).toMatch(/^Closest on this site:/);
    expect(answer.links.map((link) => link.to)).toContain("/Home#contact");
  });

  it("still abstains where the site is silent", () => {
    const assistant = createAssistant();
    expect(assistant.answer("What is your GST number?").text).toMatch(
      NO_ANSWER,
    );
    expect(assistant.answer("Do you make WordPress websites?").text).toMatch(
      NO_ANSWER,
    );
  });
});
