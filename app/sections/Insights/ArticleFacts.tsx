import type { ArticleMeta } from "~/content/articleTypes";
import { formatLocales } from "~/content/lang";
import { formatArticleDate } from "~/lib/insights";
import styles from "./ArticleFacts.module.css";
import { useLang, useWords } from "~/hooks/useCopy";

type ArticleFactsProps = {
  article: ArticleMeta;
  /** The article page names the author; the list leaves it out. */
  hasAuthor?: boolean;
};

/** Date, update, reading time (and author): one line under a title. */
export function ArticleFacts({
  article,
  hasAuthor = false,
}: ArticleFactsProps) {
  const { insightsCopy } = useWords();
  // English pages keep "8 September 2026"; Hindi pages say "8 सितंबर 2026".
  const locale = useLang() === "hi" ? formatLocales.hi : "en-IN";
  const isUpdated = article.updated !== article.date;
  return (
    <p className={styles.facts}>
      {hasAuthor ? (
        <span>
          {insightsCopy.by} {article.author}
        </span>
      ) : null}
      <time dateTime={article.date}>
        {formatArticleDate(article.date, locale)}
      </time>
      {isUpdated ? (
        <span>
          {insightsCopy.updated}{" "}
          <time dateTime={article.updated}>
            {formatArticleDate(article.updated, locale)}
          </time>
        </span>
      ) : null}
      <span>{insightsCopy.readingTime(article.readingMinutes)}</span>
    </p>
  );
}
