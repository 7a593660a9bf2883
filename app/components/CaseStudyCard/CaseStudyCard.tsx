import { PageLink } from "~/components/PageLink/PageLink";
import type { CaseStudyCardData } from "~/content/types";
import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import { KpiChips } from "~/components/KpiChips/KpiChips";
import styles from "./CaseStudyCard.module.css";
import { useWords } from "~/hooks/useCopy";

type CaseStudyCardProps = {
  study: CaseStudyCardData;
  /** The first card's cover is the page's first visual: no lazy loading. */
  isFirst?: boolean;
  /**
   * "full" on the portfolio (an h2, the summary and every result);
   * "featured" on the home page (an h3 under the section's heading and one
   * headline result).
   */
  variant?: "full" | "featured";
};

/**
 * One link per card: the title's link stretches over the whole card, so the
 * card is one click target while its accessible name stays the title.
 */
export function CaseStudyCard({
  study,
  isFirst = false,
  variant = "full",
}: CaseStudyCardProps) {
  const { serviceLineLabels } = useWords();
  const isFull = variant === "full";
  const Heading = isFull ? "h2" : "h3";
  return (
    <article className={styles.card} data-variant={variant}>
      <Heading className={styles.title}>
        <PageLink to={`/portfolio/${study.id}`} className={styles.link}>
          {study.title}
        </PageLink>
      </Heading>
      <p className={styles.meta}>
        <span className={styles.line}>{serviceLineLabels[study.line]}</span>
        <span>
          {study.client} · {study.sector}
        </span>
      </p>
      {isFull && <p className={styles.summary}>{study.summary}</p>}
      <KpiChips items={isFull ? study.results : study.results.slice(0, 1)} />
      <CaseStudyImage
        image={study.cover}
        alt=""
        isFirst={isFirst}
        className={styles.cover}
        morphId={study.id}
      />
    </article>
  );
}
