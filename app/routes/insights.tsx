import {
  insightsPageCopy,
  insightsPageWords,
} from "~/content/pages/en/insights";
import { insights } from "~/content/insights";
import { findArticle } from "~/lib/insights";
import { ArticleNotFound } from "~/sections/Insights/ArticleNotFound";
import { ArticleView } from "~/sections/Insights/ArticleView";
import { articleMeta } from "~/sections/Insights/articleMeta";
import { insightsListMeta } from "~/sections/Insights/insightsListMeta";
import { InsightsList } from "~/sections/Insights/InsightsList";
import type { Route } from "./+types/insights";

/** The articles in English: `/insights` and `/insights/:slug`. */
export const handle = { copy: insightsPageCopy };

// One route for /insights (the list) and /insights/:slug (an article): one
// entry in the route manifest every page loads. No loader: metadata is
// imported statically, every known slug is prerendered, and an unknown slug
// renders the not-found view from the SPA fallback. Each article's body is
// its own chunk (see sections/Insights/articleBodies).
export const meta: Route.MetaFunction = ({ params, location }) =>
  params.slug === undefined
    ? insightsListMeta("en", insightsPageWords)
    : articleMeta(params.slug, location.pathname);

export default function Insights({ params }: Route.ComponentProps) {
  if (params.slug === undefined) return <InsightsList />;
  const article = findArticle(params.slug, insights);
  return article ? (
    <ArticleView key={article.slug} article={article} />
  ) : (
    <ArticleNotFound />
  );
}
