import type { ArticleMeta } from "~/content/articleTypes";
import { site } from "~/content/site";
import { articleCardPath, articlePath, INSIGHTS_PATH } from "./insightPaths";
import { absoluteUrl } from "./seo";

const publisher = () => ({
  "@type": "Organization",
  "@id": absoluteUrl("/#studio"),
  name: site.name,
  url: absoluteUrl("/"),
});

/** schema.org BlogPosting for one article. */
export function blogPostingJsonLd(article: ArticleMeta) {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.updated,
    author: { "@type": "Person", name: article.author, worksFor: publisher() },
    publisher: publisher(),
    image: absoluteUrl(articleCardPath(article.slug)),
    keywords: article.tags.join(", "),
    wordCount: article.wordCount,
    timeRequired: `PT${article.readingMinutes}M`,
    inLanguage: "en-IN",
    isPartOf: { "@type": "Blog", "@id": absoluteUrl(INSIGHTS_PATH) },
  };
}

/** schema.org Blog for the list, naming each article. */
export function blogJsonLd(
  articles: readonly ArticleMeta[],
  { name, description }: { name: string; description: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": absoluteUrl(INSIGHTS_PATH),
    url: absoluteUrl(INSIGHTS_PATH),
    name,
    description,
    inLanguage: "en-IN",
    publisher: publisher(),
    blogPost: articles.map((article) => ({
      "@type": "BlogPosting",
      "@id": absoluteUrl(articlePath(article.slug)),
      url: absoluteUrl(articlePath(article.slug)),
      headline: article.title,
      datePublished: article.date,
      dateModified: article.updated,
      author: { "@type": "Person", name: article.author },
    })),
  };
}
