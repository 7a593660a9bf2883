import { caseStudies } from "../content/caseStudies";
import {
  FEATURED_CASE_STUDY_COUNT,
  FEATURED_QUOTE_RANGE,
  featuredWork,
} from "../content/featuredWork";
import { caseStudyProblems, featuredWorkProblems } from "./caseStudy";

/**
 * Every URL that is prerendered to static HTML, in sitemap order. The build
 * stops here, naming the case study, if the portfolio content is incomplete
 * (an empty description, an image without a source or alt text…), or if
 * the home page features a case study that does not exist. The articles'
 * slugs come from their checked frontmatter (see
 * scripts/insights/articles.ts).
 */
export function prerenderPaths(articleSlugs: readonly string[] = []): string[] {
  const problems = caseStudyProblems(caseStudies);
  if (problems.length > 0) {
    throw new Error(
      `Portfolio content is incomplete:\n  ${problems.join("\n  ")}`,
    );
  }
  const featured = featuredWorkProblems(featuredWork, caseStudies, {
    cards: FEATURED_CASE_STUDY_COUNT,
    quotes: FEATURED_QUOTE_RANGE,
  });
  if (featured.length > 0) {
    throw new Error(
      `Home page work in app/content/featuredWork.ts:\n  ${featured.join("\n  ")}`,
    );
  }
  const pages = [
    "/portfolio",
    ...caseStudies.map((study) => `/portfolio/${study.id}`),
    "/insights",
  ];
  return [
    "/",
    "/Home",
    ...pages,
    ...articleSlugs.map((slug) => `/insights/${slug}`),
    // The same pages in Hindi (the articles are English only).
    "/hi/",
    ...pages.map((path) => `/hi${path}`),
  ];
}

/** The canonical routes: `/Home` is the same page as `/`. */
export function canonicalPaths(): string[] {
  return prerenderPaths().filter((path) => path !== "/Home");
}
