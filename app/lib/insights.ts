import type { ArticleMeta } from "~/content/articleTypes";
import { normaliseCaseStudyId } from "./caseStudy";

/** The article a URL segment names, forgiving case, encoding and slashes. */
export function findArticle<T extends Pick<ArticleMeta, "slug">>(
  raw: string | undefined,
  articles: readonly T[],
): T | undefined {
  // Slugs follow the same rules as case study ids.
  const slug = normaliseCaseStudyId(raw);
  if (slug === null) return undefined;
  return articles.find((article) => article.slug === slug);
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-09-08" as "8 September 2026", the same in every time zone. */
export function formatArticleDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
