import { describe, expect, it } from "vitest";
import { correctTypo, editDistance, normalize, stem, tokenize } from "./text";

describe("reading a question", () => {
  it("folds Hinglish time and money phrases into one term", () => {
    expect(tokenize("website banane me kitna time lagega")).toEqual(
      expect.arrayContaining(["website", "build", "timeline"]),
    );
    expect(tokenize("kitna time")).not.toContain("pricing");
    expect(tokenize("logo kitne ka banega")).toEqual(
      expect.arrayContaining(["logo", "pricing", "build"]),
    );
    expect(tokenize("how much time will it take")).toContain("timeline");
    expect(tokenize("how much is a logo")).toContain("pricing");
  });

  it("maps everyday words to the content's words", () => {
    expect(tokenize("insta")).toEqual(["instagram"]);
    expect(tokenize("site")).toEqual(["website"]);
    expect(tokenize("kaam")).toEqual(["work"]);
    expect(tokenize("shuru")).toEqual(["start"]);
  });

  it("strips markup characters, accents and apostrophes", () => {
    expect(normalize("<b>Café</b> what's up?")).toBe("b cafe b whats up");
  });

  it("stems plurals only", () => {
    expect(stem("reels")).toBe("reel");
    expect(stem("studies")).toBe("study");
    expect(stem("process")).toBe("process");
    expect(stem("status")).toBe("status");
    expect(stem("ads")).toBe("ads");
  });

  it("counts a swap of two letters as one typo", () => {
    expect(editDistance("webiste", "website")).toBe(1);
    expect(editDistance("instagarm", "instagram")).toBe(1);
    expect(editDistance("logo", "logo")).toBe(0);
    expect(editDistance("price", "")).toBe(5);
  });

  it("corrects long typos to a known word but leaves short words alone", () => {
    const vocabulary = new Set(["website", "instagram", "contact", "main"]);
    expect(correctTypo("webiste", vocabulary)).toBe("website");
    expect(correctTypo("contcat", vocabulary)).toBe("contact");
    expect(correctTypo("mein", vocabulary)).toBe("mein");
    expect(correctTypo("bakery", vocabulary)).toBe("bakery");
  });
});
