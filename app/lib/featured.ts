import type {
  CaseStudy,
  CaseStudyCardData,
  ClientQuote,
} from "~/content/types";
import { pickCaseStudies } from "./caseStudy";

export type FeaturedWorkData = {
  cards: CaseStudyCardData[];
  quotes: ClientQuote[];
};

/**
 * Only what the home page shows of the chosen case studies: the cards with
 * one headline result, and the quoted clients' words. Run at build time (the
 * home route's loader), so the portfolio never ships with the home page.
 */
export function featuredWorkData(
  choice: { caseStudyIds: readonly string[]; quoteIds: readonly string[] },
  studies: readonly CaseStudy[],
): FeaturedWorkData {
  return {
    cards: pickCaseStudies(choice.caseStudyIds, studies).map((study) => ({
      id: study.id,
      title: study.title,
      client: study.client,
      sector: study.sector,
      line: study.line,
      summary: study.summary,
      results: study.results.slice(0, 1),
      cover: study.cover,
    })),
    quotes: pickCaseStudies(choice.quoteIds, studies).map((study) => ({
      id: study.id,
      client: study.client,
      quote: study.quote,
    })),
  };
}
