import { Container } from "~/components/Container/Container";
import type { CaseStudy } from "~/content/types";
import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import styles from "./CaseStudyHeader.module.css";
import { useWords } from "~/hooks/useCopy";

type CaseStudyHeaderProps = { study: CaseStudy };

export function CaseStudyHeader({ study }: CaseStudyHeaderProps) {
  const { caseStudyCopy, serviceLineLabels } = useWords();
  const facts = caseStudyCopy.facts;
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{serviceLineLabels[study.line]}</p>
          <h1 className={styles.title}>{study.title}</h1>
          <p className={styles.summary}>{study.summary}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{facts.client}</dt>
              <dd>{study.client}</dd>
            </div>
            <div>
              <dt>{facts.sector}</dt>
              <dd>{study.sector}</dd>
            </div>
            <div>
              <dt>{facts.services}</dt>
              <dd>{study.services.join(", ")}</dd>
            </div>
            <div>
              <dt>{facts.year}</dt>
              <dd>{study.year}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.cover}>
          <CaseStudyImage image={study.cover} isFirst morphId={study.id} />
        </div>
      </Container>
    </header>
  );
}
