import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import { PageLink } from "~/components/PageLink/PageLink";
import type { CaseStudyCardData } from "~/content/types";
import styles from "./Work.module.css";
import { useWords } from "~/hooks/useCopy";

type WorkCardProps = {
  study: CaseStudyCardData;
  /** "Result", read before the result by screen readers. */
  resultLabel: string;
};

/**
 * A featured study in the work band: its image, client, one measured
 * result, and the title's link, which covers the card (one tap target,
 * named by the title).
 */
export function WorkCard({ study, resultLabel }: WorkCardProps) {
  const { serviceLineLabels } = useWords();
  const [result] = study.results;
  return (
    <article className={styles.card} data-work="">
      <p className={styles.line}>{serviceLineLabels[study.line]}</p>
      <h3 className={styles.title}>
        <PageLink to={`/portfolio/${study.id}`} className={styles.link}>
          {study.title}
        </PageLink>
      </h3>
      <p className={styles.client}>
        {study.client} · {study.sector}
      </p>
      {result && (
        <p className={styles.result}>
          <span className="visually-hidden">{resultLabel}: </span>
          {result}
        </p>
      )}
      {/* No shared view-transition name here: the portfolio's cards carry
          the same names, and a tap on Portfolio would morph these covers
          into them instead of starting the new page at the top at once. */}
      <CaseStudyImage image={study.cover} alt="" className={styles.image} />
    </article>
  );
}
