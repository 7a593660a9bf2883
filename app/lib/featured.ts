import type {
  CaseStudy,
  CaseStudyCardData,
  ClientQuote,
} from "~/content/types";
import { pickCaseStudies } from "./caseStudy";

export type FeaturedWorkData = {
  /** The hero's case study, on the first screen (null if the id is unknown). */
  hero: CaseStudyCardData | null;
  cards: CaseStudyCardData[];
  quotes: ClientQuote[];
};

/**
 * Only what the home page shows of the chosen case studies: the cards with
 * one headline result, and the quoted clients' words. Run at build time (the
 * home route's loader), so the portfolio never ships with the home page.
 */
export function featuredWorkData(
  choice: {
    caseStudyIds: readonly string[];
    quoteIds: readonly string[];
    heroCaseStudyId: string;
  },
  studies: readonly CaseStudy[],
): FeaturedWorkData {
  const [hero] = pickCaseStudies([choice.heroCaseStudyId], studies).map(card);
  return {
    hero: hero ?? null,
    cards: pickCaseStudies(choice.caseStudyIds, studies).map(card),
    quotes: pickCaseStudies(choice.quoteIds, studies).map((study) => ({
      id: study.id,
      client: study.client,
      quote: study.quote,
    })),
  };
}

/** What a card shows of a case study: one headline result, the cover. */
function card(study: CaseStudy): CaseStudyCardData {
  return {
    id: study.id,
    title: study.title,
    client: study.client,
    sector: study.sector,
    line: study.line,
    summary: study.summary,
    results: study.results.slice(0, 1),
    cover: study.cover,
  };
}
