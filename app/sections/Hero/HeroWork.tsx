import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import { PageLink } from "~/components/PageLink/PageLink";
import type { CaseStudyCardData } from "~/content/types";
import type { HomeContent } from "~/content/words";
import styles from "./HeroWork.module.css";

type HeroWorkProps = {
  study: CaseStudyCardData;
  /** Its labels in the page's language (the page's data). */
  copy: Pick<HomeContent["featuredWork"], "heroLabel" | "resultLabel">;
};

/**
 * A case study on the first screen, beside (laptop) or under (phone) the
 * headline: its cover, what it is and its one measured result. The title's
 * link covers the card, so the whole image opens the study.
 */
export function HeroWork({ study, copy: featuredWork }: HeroWorkProps) {
  const [result] = study.results;
  return (
    <article className={styles.work} data-hero-work="">
      <div className={styles.caption}>
        <p className={styles.label}>{featuredWork.heroLabel}</p>
        <h2 className={styles.title}>
          <PageLink to={`/portfolio/${study.id}`} className={styles.link}>
            {study.client}: {study.title}
          </PageLink>
        </h2>
        {result && (
          <p className={styles.result}>
            <span className="visually-hidden">
              {featuredWork.resultLabel}:{" "}
            </span>
            {result}
          </p>
        )}
      </div>
      <CaseStudyImage
        image={study.cover}
        alt=""
        isFirst
        className={styles.image}
      />
    </article>
  );
}
