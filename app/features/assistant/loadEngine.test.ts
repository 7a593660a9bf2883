import { describe, expect, it } from "vitest";
import { loadResponder, setEngineLanguage } from "./loadEngine";

describe("loadEngine: the page's language picks the engine", () => {
  it("a Hindi page's engine answers in Hindi, an English page's in English", async () => {
    setEngineLanguage("hi");
    const hindi = await loadResponder();
    const inHindi = await hindi("वेबसाइट की कीमत क्या है?", []);
    expect(inHindi.text).toMatch(/^वेब डेवलपमेंट: हम साइट पर कीमत नहीं छापते/);
    expect(inHindi.source).toBe("content");

    setEngineLanguage("en");
    const english = await loadResponder();
    const inEnglish = await english("How much does a website cost?", []);
    expect(inEnglish.text).toMatch(/we don't publish a price/);
    expect(inEnglish.text).not.toMatch(/\p{Script=Devanagari}/u);
  });
});
