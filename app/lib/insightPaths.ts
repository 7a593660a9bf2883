import { siteMeta } from "~/content/site";

/**
 * Where the articles live. Plain constants, imported by the root (the feed
 * link in every page's head) and the home page's teaser, so neither pulls in
 * the articles themselves.
 */
export const INSIGHTS_PATH = "/insights";
export const FEED_PATH = "/insights/feed.xml";

/** The element holding an article's body (the feed copies its content). */
export const ARTICLE_BODY_ID = "article-body";

/** Where the build draws an article's social card (scripts/og/articleCards, drawn by scripts/ogCard). */
export function articleCardPath(slug: string): string {
  return `/og/insights/${slug}.png`;
}

/** The social card drawn at build for the insights list. */
export const INSIGHTS_CARD_PATH = "/og/insights.png";

export function articlePath(slug: string): string {
  return `${INSIGHTS_PATH}/${slug}`;
}

/** The articles' Atom feed, announced in every page's head. */
export const FEED_LINK = {
  rel: "alternate",
  type: "application/atom+xml",
  title: siteMeta.feedTitle,
  href: FEED_PATH,
} as const;
