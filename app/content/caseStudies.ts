import type { CaseStudy } from "./types";

/**
 * The portfolio's order: alternating service lines, so the unfiltered grid
 * shows both. Each slug names a folder in ./case-studies/ (its page is
 * /portfolio/<slug>); caseStudies.test.ts checks that every folder is listed
 * once and that each study's id is its folder's name.
 */
export const caseStudyOrder = [
  "hospital-registration",
  "haldi-house-reels",
  "kiln-coffee-storefront",
  "bunkar-looms-launch",
  "tiffin-street-dispatch",
  "pulse-strength-rebrand",
  "nyaya-academy-landing",
  "himalayan-hive-diwali",
] as const;

/**
 * Every case study, one module each: ./case-studies/<slug>/caseStudy.ts with
 * its illustrations beside it. The SVGs are imported, so Vite gives them
 * hashed URLs and a missing file fails the build.
 */
const studiesBySlug = new Map(
  Object.entries(
    import.meta.glob<CaseStudy>("./case-studies/*/caseStudy.ts", {
      eager: true,
      import: "caseStudy",
    }),
  ).map(([path, study]) => [path.split("/")[2], study]),
);

/** The portfolio: one entry per case study, in `caseStudyOrder`. */
export const caseStudies: readonly CaseStudy[] = caseStudyOrder.flatMap(
  (slug) => studiesBySlug.get(slug) ?? [],
);

export { serviceLineLabels } from "./serviceLines";

/** Copy for the portfolio and case study pages around the case studies. */
export const portfolioCopy = {
  title: "Our work",
  metaTitle: "Portfolio: websites, web apps and social media work",
  description:
    "Case studies from Kalam Studio in New Delhi: websites, web apps and internal tools, and the reels, posts, mockups and launches we make for brands.",
  intro:
    "Half of what we make lives in a browser and half lives in a feed. Here is a bit of both: the problem each client brought, what we did, and what changed.",
  filterLabel: "Filter case studies by service line",
  allLabel: "All",
  status: {
    all: (count: number) => `Showing all ${count} case studies`,
    line: (count: number, total: number, line: string) =>
      `Showing ${count} of ${total} case studies: ${line}`,
  },
  cta: {
    title: "Have a project like these?",
    body: "Tell us what you are building or launching. We reply within a day with questions, a rough plan and a price range.",
    action: "Start a project",
  },
} as const;

/** Headings and labels on a case study page. */
export const caseStudyCopy = {
  facts: {
    client: "Client",
    sector: "Sector",
    services: "Services",
    year: "Year",
  },
  results: "Results",
  challenge: "The challenge",
  approach: "What we did",
  stack: { dev: "Stack", smm: "Deliverables" },
  visuals: { dev: "Screens", smm: "Reels, posts and designs" },
  pagerLabel: "More case studies",
  previous: "Previous case study",
  next: "Next case study",
  back: "Back to portfolio",
  cta: {
    title: "Planning something similar?",
    body: "Send us a few lines about your project. We reply within a day, and the first call is free.",
    action: "Start a project",
  },
  notFound: {
    title: "We couldn't find that case study",
    metaTitle: "Case study not found",
    description:
      "This case study does not exist or has moved. See all of Kalam Studio's web and social media work.",
    body: "The link may be old or mistyped. These are the case studies we have today:",
    portfolioLink: "See all case studies",
    homeLink: "Go to the home page",
  },
} as const;
