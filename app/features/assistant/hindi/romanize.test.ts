import { describe, expect, it } from "vitest";
import { romanize } from "./romanize";

describe("romanize: a Devanagari word as Hinglish is typed", () => {
  it("spells common words the way people type them", () => {
    expect(romanize("बनाते")).toBe("banate");
    expect(romanize("कितने")).toBe("kitne");
    expect(romanize("पार्किंग")).toBe("parking");
    expect(romanize("मुझे")).toBe("mujhe");
  });

  it("keeps the inherent vowel inside a word and drops it at the end", () => {
    expect(romanize("कमल")).toBe("kamal");
    expect(romanize("नमक")).toBe("namak");
  });

  it("reads nukta letters, however they were typed", () => {
    // U+095B (precomposed) and ज + nukta (decomposed) are the same letter.
    expect(romanize("\u095Bरा")).toBe("zara");
    expect(romanize("ज\u093Cरा")).toBe("zara");
  });

  it("leaves Latin letters and digits alone", () => {
    expect(romanize("3D")).toBe("3d");
  });
});
