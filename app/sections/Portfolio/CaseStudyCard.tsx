import { Link } from "react-router";
import { serviceLineLabels } from "~/content/caseStudies";
import type { CaseStudy } from "~/content/types";
import { CaseStudyImage } from "~/sections/CaseStudy/CaseStudyImage";
import { KpiChips } from "~/sections/CaseStudy/KpiChips";
import styles from "./CaseStudyCard.module.css";

type CaseStudyCardProps = {
  study: CaseStudy;
  /** The first card's cover is the page's first visual: no lazy loading. */
  isFirst?: boolean;
};

/**
 * One link per card: the title's link stretches over the whole card, so the
 * card is one click target while its accessible name stays the title.
 */
export function CaseStudyCard({ study, isFirst = false }: CaseStudyCardProps) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link
          to={`/portfolio/${study.id}`}
          prefetch="intent"
          className={styles.link}
        >
          {study.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        <span className={styles.line}>{serviceLineLabels[study.line]}</span>
        <span>
          {study.client} · {study.sector}
        </span>
      </p>
      <p className={styles.summary}>{study.summary}</p>
      <KpiChips items={study.results} />
      <CaseStudyImage
        image={study.cover}
        alt=""
        isFirst={isFirst}
        className={styles.cover}
      />
    </article>
  );
}
