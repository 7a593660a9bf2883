import { useId } from "react";
import { Container } from "~/components/Container/Container";
import type { CaseStudy } from "~/content/types";
import { ContactCta } from "~/components/ContactCta/ContactCta";
import { CaseStudyHeader } from "./CaseStudyHeader";
import { CaseStudyPager } from "./CaseStudyPager";
import { CaseStudyQuote } from "./CaseStudyQuote";
import { CaseStudyVisuals } from "./CaseStudyVisuals";
import { KpiChips } from "~/components/KpiChips/KpiChips";
import styles from "./CaseStudyView.module.css";
import { useWords } from "~/hooks/useCopy";

type CaseStudyViewProps = { study: CaseStudy };

export function CaseStudyView({ study }: CaseStudyViewProps) {
  const { caseStudyCopy } = useWords();
  const copy = caseStudyCopy;
  const id = useId();
  return (
    <article className={styles.page}>
      <CaseStudyHeader study={study} />
      <Container className={styles.body}>
        <section className={styles.section}>
          <h2 id={`${id}-results`} className={styles.heading}>
            {copy.results}
          </h2>
          <KpiChips
            items={study.results}
            tone="result"
            labelledBy={`${id}-results`}
          />
        </section>
        <div className={styles.story}>
          <section className={styles.section}>
            <h2 className={styles.heading}>{copy.challenge}</h2>
            <p className={styles.prose}>{study.challenge}</p>
          </section>
          <section className={styles.section}>
            <h2 id={`${id}-approach`} className={styles.heading}>
              {copy.approach}
            </h2>
            <ol className={styles.steps} aria-labelledby={`${id}-approach`}>
              {study.approach.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        <section className={styles.section}>
          <h2 id={`${id}-stack`} className={styles.heading}>
            {copy.stack[study.line]}
          </h2>
          <KpiChips
            items={study.stack}
            tone="neutral"
            labelledBy={`${id}-stack`}
          />
        </section>
        <section className={styles.section}>
          <h2 className={styles.heading}>{copy.visuals[study.line]}</h2>
          <CaseStudyVisuals visuals={study.visuals} line={study.line} />
        </section>
        <CaseStudyQuote study={study} />
      </Container>
      <CaseStudyPager study={study} />
      <ContactCta cta={copy.cta} />
    </article>
  );
}
