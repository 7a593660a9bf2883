import type { MetaDescriptor } from "react-router";
import type { ArticleMeta } from "~/content/articleTypes";
import { insights } from "~/content/insights";
import { insightsCopy } from "~/content/insightsCopy";
import { site } from "~/content/site";
import { blogPostingJsonLd } from "~/lib/articleStructuredData";
import { findArticle } from "~/lib/insights";
import { articleCardPath, articlePath } from "~/lib/insightPaths";
import { OG_IMAGE_SIZE, type OgImage, pageMeta } from "~/lib/seo";

/** A page's own social card, made at build: every card tag follows it. */
function card(path: string, alt: string): OgImage {
  return { path, ...OG_IMAGE_SIZE, alt };
}

function publishedTags(article: ArticleMeta): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.updated },
    { property: "article:author", content: article.author },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/**
 * Title, description, canonical, social cards and BlogPosting for
 * /insights/:slug; an unknown slug gets the not-found title and `noindex`.
 */
export function articleMeta(
  slug: string | undefined,
  pathname: string,
): MetaDescriptor[] {
  const article = findArticle(slug, insights);
  if (!article) {
    const copy = insightsCopy.notFound;
    return pageMeta({
      title: `${copy.metaTitle} | ${site.name}`,
      description: copy.description,
      path: pathname,
      isNoIndex: true,
    });
  }
  return [
    ...pageMeta({
      title: `${article.title} | ${site.name}`,
      description: article.summary,
      path: articlePath(article.slug),
      hasCounterpart: false,
      type: "article",
      jsonLd: [blogPostingJsonLd(article)],
      image: card(articleCardPath(article.slug), article.title),
    }),
    ...publishedTags(article),
  ];
}
