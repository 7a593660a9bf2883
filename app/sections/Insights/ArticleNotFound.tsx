import { Link } from "react-router";
import { ButtonLink } from "~/components/Button/Button";
import { Container } from "~/components/Container/Container";
import { insights } from "~/content/insights";
import { insightsCopy } from "~/content/insightsCopy";
import { articlePath, INSIGHTS_PATH } from "~/lib/insightPaths";
import styles from "~/sections/CaseStudy/CaseStudyNotFound.module.css";

/** Shown inside the layout for a slug that names no article. */
export function ArticleNotFound() {
  const copy = insightsCopy.notFound;
  return (
    <Container isNarrow className={styles.notFound}>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.body}>{copy.body}</p>
      <ul className={styles.list}>
        {insights.map((article) => (
          <li key={article.slug}>
            <Link to={articlePath(article.slug)} className={styles.link}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={INSIGHTS_PATH}>{copy.listLink}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {copy.homeLink}
        </ButtonLink>
      </div>
    </Container>
  );
}
