import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGETS } from "./sizeBudgets";

const ARTICLE = join(
  import.meta.dirname,
  "..",
  "app/content/insights/fast-sites-on-indian-mobile-data.mdx",
);

describe("what the articles claim about the site's JavaScript", () => {
  it("names the budgets the build enforces, and no smaller figure", () => {
    const text = readFileSync(ARTICLE, "utf8");
    const claimed = [...text.matchAll(/(\d+) kB of compressed JavaScript/g)];
    expect(claimed.map((match) => Number(match[1]) * 1000)).toEqual([
      BUDGETS.home,
    ]);
    expect(text).toContain(
      `${BUDGETS.initial / 1000} kB for every other English page`,
    );
  });
});
