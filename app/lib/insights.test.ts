import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./insights";

describe("formatArticleDate", () => {
  it("writes an English page's date as it always has", () => {
    expect(formatArticleDate("2026-09-08")).toBe("8 September 2026");
  });

  it("writes a Hindi page's date in Hindi, the same day in every zone", () => {
    expect(formatArticleDate("2026-11-09", "hi-IN")).toBe("9 नवंबर 2026");
    expect(formatArticleDate("2026-01-01", "hi-IN")).toBe("1 जनवरी 2026");
  });
});
