import { Link } from "react-router";
import { Container } from "~/components/Container/Container";
import type { ArticleMeta } from "~/content/articleTypes";
import { insights } from "~/content/insights";
import { INSIGHTS_PATH } from "~/lib/insightPaths";
import { ContactCta } from "~/components/ContactCta/ContactCta";
import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import { lazyPart } from "~/components/PartBoundary/lazyPart";
import { PartBoundary } from "~/components/PartBoundary/PartBoundary";
import { ArticleBody } from "./ArticleBody";
import { ArticleFacts } from "./ArticleFacts";
import { ArticleTags } from "./ArticleTags";
import { MoreArticles } from "./MoreArticles";
import styles from "./ArticleView.module.css";
import { useWords } from "~/hooks/useCopy";

// The related case studies, below the body, with the portfolio's content:
// loaded with the route, after it (prerendered, so the HTML has them).
const relatedWork = lazyPart(() =>
  import("./RelatedWork").then((module) => module.RelatedWork),
);

type ArticleViewProps = { article: ArticleMeta };

export function ArticleView({ article }: ArticleViewProps) {
  const { insightsCopy } = useWords();
  const others = insights.filter((other) => other.slug !== article.slug);
  return (
    <>
      <article className={styles.article}>
        <Container isNarrow className={styles.header}>
          <p className={styles.eyebrow}>
            <Link to={INSIGHTS_PATH} className={styles.eyebrowLink}>
              {insightsCopy.title}
            </Link>
          </p>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.summary}>{article.summary}</p>
          <ArticleFacts article={article} hasAuthor />
          <ArticleTags tags={article.tags} />
          <CaseStudyImage
            image={article.cover}
            isFirst
            className={styles.cover}
          />
        </Container>
        <Container isNarrow>
          <ArticleBody slug={article.slug} />
        </Container>
        {article.related.length > 0 ? (
          <PartBoundary onRetry={relatedWork.reset}>
            <relatedWork.Part ids={article.related} />
          </PartBoundary>
        ) : null}
      </article>
      {others.length > 0 ? <MoreArticles articles={others} /> : null}
      <ContactCta cta={insightsCopy.cta} />
    </>
  );
}
