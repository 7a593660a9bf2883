import { caseStudies, caseStudyCopy, portfolioCopy } from "../../caseStudies";
import type { PageCopy, Words } from "../../words";
import { shellWords } from "./shell";

/** The words of the portfolio and the case studies. */
export type PortfolioWords = Pick<
  Words,
  "portfolioCopy" | "caseStudyCopy" | "caseStudies"
>;

export const portfolioWords = {
  portfolioCopy,
  caseStudyCopy,
  caseStudies,
} satisfies PortfolioWords;

/** The English portfolio's and case studies' words and copy. */
export const portfolioPageWords = { ...shellWords, ...portfolioWords };
export const portfolioPageCopy: PageCopy = {
  lang: "en",
  words: portfolioPageWords,
};
