import { caseStudies as englishStudies } from "../../caseStudies";
import { localizedCaseStudies } from "../../caseStudyText";
import {
  caseStudyCopy,
  caseStudyTexts,
  portfolioCopy,
} from "../../hi/caseStudies";
import type { PageCopy } from "../../words";
import type { PortfolioWords } from "../en/portfolio";
import { shellWords } from "./shell";

export const portfolioWords: PortfolioWords = {
  portfolioCopy,
  caseStudyCopy,
  caseStudies: localizedCaseStudies(englishStudies, caseStudyTexts),
};

/** The Hindi portfolio's and case studies' words and copy. */
export const portfolioPageWords = { ...shellWords, ...portfolioWords };
export const portfolioPageCopy: PageCopy = {
  lang: "hi",
  words: portfolioPageWords,
};
