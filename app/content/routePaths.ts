import { caseStudies } from "./caseStudies";

/** Every URL that is prerendered to static HTML, in sitemap order. */
export function prerenderPaths(): string[] {
  return [
    "/",
    "/Home",
    "/portfolio",
    ...caseStudies.map((study) => `/portfolio/${study.id}`),
  ];
}

/** The canonical routes: `/Home` is the same page as `/`. */
export function canonicalPaths(): string[] {
  return prerenderPaths().filter((path) => path !== "/Home");
}
