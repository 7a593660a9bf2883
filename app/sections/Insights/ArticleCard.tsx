import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import { PageLink } from "~/components/PageLink/PageLink";
import type { ArticleMeta } from "~/content/articleTypes";
import { articlePath } from "~/lib/insightPaths";
import { ArticleFacts } from "./ArticleFacts";
import { ArticleTags } from "./ArticleTags";
import { articleBody } from "./articleBodies";
import styles from "./ArticleCard.module.css";

type ArticleCardProps = {
  article: ArticleMeta;
  /** h2 on the list page, h3 under another section's heading. */
  headingLevel?: 2 | 3;
};

/**
 * The article's art, title, date, reading time, one-line summary and tags;
 * the title links (the art repeats it, so it is decorative here).
 */
export function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Start fetching the body as soon as the visitor shows intent.
  const preload = () => void articleBody(article.slug)?.preload();
  return (
    <article className={styles.card}>
      {/* The articles are in English on every page: a Hindi page's screen
          reader reads their words as English (WCAG 3.1.2). */}
      <Heading className={styles.title} lang="en">
        <PageLink
          to={articlePath(article.slug)}
          className={styles.link}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {article.title}
        </PageLink>
      </Heading>
      <ArticleFacts article={article} />
      <p className={styles.summary} lang="en">
        {article.summary}
      </p>
      <ArticleTags tags={article.tags} />
      <CaseStudyImage image={article.cover} alt="" className={styles.cover} />
    </article>
  );
}
