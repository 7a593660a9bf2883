import { useId } from "react";
import { PageLink } from "~/components/PageLink/PageLink";
import { Container } from "~/components/Container/Container";
import { caseStudies } from "~/content/caseStudies";
import { findCaseStudy } from "~/lib/caseStudy";
import styles from "./RelatedWork.module.css";
import { useWords } from "~/hooks/useCopy";

type RelatedWorkProps = { ids: readonly string[] };

/**
 * The case studies an article names in its frontmatter. Its own chunk,
 * with the portfolio's content: an article page does not load it up front.
 * The articles are in English only, and so are their case studies.
 */
export function RelatedWork({ ids }: RelatedWorkProps) {
  const { serviceLineLabels, insightsCopy } = useWords();
  const id = useId();
  const studies = ids.flatMap(
    (studyId) => findCaseStudy(studyId, caseStudies) ?? [],
  );
  if (studies.length === 0) return null;
  return (
    <Container isNarrow>
      <section aria-labelledby={id} className={styles.related}>
        <h2 id={id} className={styles.heading}>
          {insightsCopy.related}
        </h2>
        <ul className={styles.list}>
          {studies.map((study) => (
            <li key={study.id} className={styles.item}>
              <PageLink to={`/portfolio/${study.id}`} className={styles.link}>
                {study.title}
              </PageLink>
              <p className={styles.meta}>
                {study.client} · {serviceLineLabels[study.line]}
              </p>
              <p className={styles.summary}>{study.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
