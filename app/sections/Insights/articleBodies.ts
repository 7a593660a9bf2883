import { deferred } from "~/components/Deferred/deferred";
import { insights } from "~/content/insights";
import { ARTICLE_BODY_ID } from "~/lib/insightPaths";

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
