import { caseStudyProblems } from "../lib/caseStudy";
import { caseStudies } from "./caseStudies";

/**
 * Every URL that is prerendered to static HTML, in sitemap order. The build
 * stops here, naming the case study, if the portfolio content is incomplete
 * (an empty description, an image without a source or alt text…). The
 * articles' slugs come from their checked frontmatter (see
 * scripts/insights/articles.ts).
 */
export function prerenderPaths(articleSlugs: readonly string[] = []): string[] {
  const problems = caseStudyProblems(caseStudies);
  if (problems.length > 0) {
    throw new Error(
      `Portfolio content is incomplete:\n  ${problems.join("\n  ")}`,
    );
  }
  return [
    "/",
    "/Home",
    "/portfolio",
    ...caseStudies.map((study) => `/portfolio/${study.id}`),
    "/insights",
    ...articleSlugs.map((slug) => `/insights/${slug}`),
  ];
}

/** The canonical routes: `/Home` is the same page as `/`. */
export function canonicalPaths(): string[] {
  return prerenderPaths().filter((path) => path !== "/Home");
}
