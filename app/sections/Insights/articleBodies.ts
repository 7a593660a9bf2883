import { deferred } from "~/components/Deferred/deferred";
import { insights } from "~/content/insights";

/** The element holding an article's body: it hydrates when near the viewport. */
export const ARTICLE_BODY_ID = "article-body";

/**
 * One on-demand part per article: each body is its own chunk. On the first
 * page load React keeps the prerendered body until its code arrives; on a
 * client navigation the previous page stays up until the body is ready.
 */
const bodies = new Map(
  insights.map((article) => [
    article.slug,
    deferred(
      () => article.load().then((module) => module.default),
      ARTICLE_BODY_ID,
      "100% 0px",
    ),
  ]),
);

export function articleBody(slug: string) {
  return bodies.get(slug);
}
