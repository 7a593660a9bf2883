import { Link } from "react-router";
import { Container } from "~/components/Container/Container";
import { caseStudies } from "~/content/caseStudies";
import type { ArticleMeta } from "~/content/articleTypes";
import { insights } from "~/content/insights";
import { insightsCopy } from "~/content/insightsCopy";
import { findCaseStudy } from "~/lib/caseStudy";
import { INSIGHTS_PATH } from "~/lib/insightPaths";
import { ContactCta } from "~/components/ContactCta/ContactCta";
import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import { ArticleBody } from "./ArticleBody";
import { ArticleFacts } from "./ArticleFacts";
import { ArticleTags } from "./ArticleTags";
import { MoreArticles } from "./MoreArticles";
import { RelatedWork } from "./RelatedWork";
import styles from "./ArticleView.module.css";

type ArticleViewProps = { article: ArticleMeta };

export function ArticleView({ article }: ArticleViewProps) {
  const related = article.related.flatMap(
    (id) => findCaseStudy(id, caseStudies) ?? [],
  );
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
        {related.length > 0 ? <RelatedWork studies={related} /> : null}
      </article>
      {others.length > 0 ? <MoreArticles articles={others} /> : null}
      <ContactCta cta={insightsCopy.cta} />
    </>
  );
}
