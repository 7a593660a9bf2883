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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-09-08" as "8 September 2026" (or, in `hi-IN`, "8 सितंबर 2026"),
 * the same in every time zone.
 */
export function formatArticleDate(isoDate: string, locale = "en-IN"): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
