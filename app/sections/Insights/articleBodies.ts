import { lazyPart } from "~/components/PartBoundary/lazyPart";
import { insights } from "~/content/insights";

/**
 * One part per article: each body is its own chunk, loaded by the article's
 * page (or ahead, on intent, from a link to it). On the first page load
 * React keeps the prerendered body until its code arrives.
 */
const bodies = new Map(
  insights.map((article) => [
    article.slug,
    lazyPart(() => article.load().then((module) => module.default)),
  ]),
);

export function articleBody(slug: string) {
  return bodies.get(slug);
}
