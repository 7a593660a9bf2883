/**
 * After the prerender: the articles' Atom feed (full content, absolute links)
 * and a social card for each article and for the list.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { insightsCopy } from "../../app/content/insightsCopy";
import { site, siteMeta } from "../../app/content/site";
import {
  ARTICLE_BODY_ID,
  articleCardPath,
  articlePath,
  FEED_PATH,
  INSIGHTS_CARD_PATH,
  INSIGHTS_PATH,
} from "../../app/lib/insightPaths";
import { type ArticleCard, writeArticleCards } from "../og/articleCards";
import { type Article, COVERS_DIR, loadArticles } from "./articles";
import { atomFeed, type FeedEntry, feedHtml, innerHtmlById } from "./feed";

const absolute = (path: string) => new URL(path, `${site.url}/`).toString();

function feedEntry(clientDir: string, article: Article): FeedEntry {
  const file = join("insights", article.slug, "index.html");
  const html = readFileSync(join(clientDir, file), "utf8");
  const body = innerHtmlById(html, ARTICLE_BODY_ID);
  if (!body?.trim()) {
    throw new Error(`${file}: no prerendered article body for the feed`);
  }
  const url = absolute(articlePath(article.slug));
  return {
    url,
    title: article.title,
    summary: article.summary,
    published: article.date,
    updated: article.updated,
    author: article.author,
    tags: article.tags,
    contentHtml: feedHtml(body, url),
  };
}

function writeFeed(clientDir: string, articles: readonly Article[]) {
  const xml = atomFeed({
    title: siteMeta.feedTitle,
    subtitle: insightsCopy.description,
    feedUrl: absolute(FEED_PATH),
    pageUrl: absolute(INSIGHTS_PATH),
    author: site.name,
    icon: absolute("/favicon.svg"),
    entries: articles.map((article) => feedEntry(clientDir, article)),
  });
  writeFileSync(join(clientDir, FEED_PATH), xml);
}

export function articleCards(articles: readonly Article[]): ArticleCard[] {
  return [
    {
      path: INSIGHTS_CARD_PATH,
      kicker: insightsCopy.title,
      title: insightsCopy.metaTitle,
      subtitle: `${articles.length} articles from our own projects`,
    },
    ...articles.map((article) => ({
      path: articleCardPath(article.slug),
      kicker: insightsCopy.title,
      title: article.title,
      subtitle: `${article.author} · ${insightsCopy.readingTime(article.readingMinutes)}`,
      imageSvgPath: join(COVERS_DIR, article.cover.file),
    })),
  ];
}

/** Writes the feed and the cards; returns what it wrote, for the log. */
export async function writeInsightsFiles(clientDir: string) {
  const articles = loadArticles();
  writeFeed(clientDir, articles);
  const cards = await writeArticleCards(clientDir, articleCards(articles));
  return { articles: articles.length, cards: cards.length };
}
