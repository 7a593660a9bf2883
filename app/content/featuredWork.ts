/**
 * What the home page shows of the portfolio: three case studies (both
 * service lines) and two or three of their clients' quotes, chosen by id.
 * The build stops, naming the id, if one is missing (see featuredWorkProblems
 * in app/lib/caseStudy.ts, called from app/lib/routePaths.ts).
 */
export const featuredChoice = {
  /** Exactly three case study ids, at least one per service line. */
  caseStudyIds: [
    "hospital-registration",
    "bunkar-looms-launch",
    "kiln-coffee-storefront",
  ],
  /**
   * The case study the hero shows beside the headline, on the first screen
   * (best one not in the three above, so the page never shows a cover twice).
   */
  heroCaseStudyId: "nyaya-academy-landing",
  /** Two or three case study ids whose client quote the home page shows. */
  quoteIds: [
    "haldi-house-reels",
    "tiffin-street-dispatch",
    "nyaya-academy-landing",
  ],
} as const;

/** The featured work's words; the choice above is the same in every language. */
export const featuredWork = {
  ...featuredChoice,
  eyebrow: "Selected work",
  heading: "Work our clients measure",
  lead: "A hospital desk, a handloom launch and a coffee shop that opens fast on any phone: three of the projects we are proudest of.",
  /** Names the one measured result each card shows. */
  resultLabel: "Result",
  portfolioLink: "See all case studies",
  /** The band of clients' words, right after the work. */
  quotesEyebrow: "Clients",
  quotesHeading: "In our clients' words",
  quoteLink: "Read the case study",
  /** Over the hero's case study: what it is. */
  heroLabel: "Latest case study",
} as const;

export const FEATURED_CASE_STUDY_COUNT = 3;
export const FEATURED_QUOTE_RANGE = { min: 2, max: 3 } as const;
