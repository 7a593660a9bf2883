import { useId } from "react";
import { Container } from "~/components/Container/Container";
import type { ArticleMeta } from "~/content/articleTypes";
import { ArticleCard } from "./ArticleCard";
import styles from "./MoreArticles.module.css";
import { useWords } from "~/hooks/useCopy";

type MoreArticlesProps = { articles: readonly ArticleMeta[] };

/** The studio's other articles, below the one being read. */
export function MoreArticles({ articles }: MoreArticlesProps) {
  const { insightsCopy } = useWords();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.more}>
      <Container isNarrow className={styles.inner}>
        <h2 id={id} className={styles.heading}>
          {insightsCopy.moreArticles}
        </h2>
        <ul className={styles.list}>
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
