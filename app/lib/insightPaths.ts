import { site } from "~/content/site";

/**
 * Where the articles live. Plain constants, imported by the root (the feed
 * link in every page's head) and the home page's teaser, so neither pulls in
 * the articles themselves.
 */
export const INSIGHTS_PATH = "/insights";
export const FEED_PATH = "/insights/feed.xml";

export function articlePath(slug: string): string {
  return `${INSIGHTS_PATH}/${slug}`;
}

/** The articles' Atom feed, announced in every page's head. */
export const FEED_LINK = {
  rel: "alternate",
  type: "application/atom+xml",
  title: `${site.name} insights`,
  href: FEED_PATH,
} as const;
