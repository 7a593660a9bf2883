import { describe, expect, it } from "vitest";
import { hiPhrases, hiStopwords } from "~/content/hi/assistantVocabulary";
import { createHindiReader } from "./readHindi";

const read = createHindiReader(hiPhrases, hiStopwords);

describe("readHindi: a Hindi page's question in the engine's words", () => {
  it("maps Devanagari words and phrases onto English ones, the longest phrase first", () => {
    expect(read("लैंडिंग पेज कितने दिन में बनेगा?")).toMatch(
      /^landing page how many days/,
    );
    expect(read("वेबसाइट की कीमत")).toBe("website price");
  });

  it("drops Hindi particles", () => {
    expect(read("क्या आप वेबसाइट बनाते हैं?")).toBe("website do you make?");
  });

  it("spells out a word it does not know, for the engine to weigh like any unknown word", () => {
    expect(read("पार्किंग है?")).toBe("parking?");
  });

  it("keeps Latin words, numbers and punctuation as typed; a danda ends a sentence", () => {
    expect(read("Shopify स्टोर 50% advance। ok")).toBe(
      "Shopify store 50% advance. ok",
    );
  });

  it("never joins a phrase across punctuation", () => {
    expect(read("लैंडिंग, पेज")).not.toContain("landing page");
  });

  it("reads Hinglish the English engine does not already know", () => {
    expect(read("mujhe website banwani hai")).toContain("need");
  });

  it("emoji and empty input pass through without error", () => {
    expect(read("🙏🙏")).toBe("🙏🙏");
    expect(read("")).toBe("");
  });
});
