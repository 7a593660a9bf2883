import { useId } from "react";
import { PageLink } from "~/components/PageLink/PageLink";
import { Container } from "~/components/Container/Container";
import { serviceLineLabels } from "~/content/caseStudies";
import { insightsCopy } from "~/content/insightsCopy";
import type { CaseStudy } from "~/content/types";
import styles from "./RelatedWork.module.css";

type RelatedWorkProps = { studies: readonly CaseStudy[] };

/** The case studies an article names in its frontmatter. */
export function RelatedWork({ studies }: RelatedWorkProps) {
  const id = useId();
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
