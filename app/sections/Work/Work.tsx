import { PageLink } from "~/components/PageLink/PageLink";
import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import type { HomeContent } from "~/content/words";
import type { FeaturedWorkData } from "~/lib/featured";
import { WorkCard } from "./WorkCard";
import styles from "./Work.module.css";

type WorkProps = {
  work: FeaturedWorkData;
  /** The band's heading and labels in the page's language (the page's data). */
  copy: HomeContent["featuredWork"];
};

/**
 * Selected work, right under the hero: a full-width dark band of three
 * case studies (a row that scrolls sideways on phones). The data comes from
 * the home route's build-time loader.
 */
export function Work({ work, copy: featuredWork }: WorkProps) {
  return (
    <Section
      id={sectionIds.work}
      surface="inverse"
      intro={featuredWork}
      className={styles.section}
    >
      <p className={styles.all}>
        <PageLink to="/portfolio" className={styles.allLink}>
          {featuredWork.portfolioLink}
          <span aria-hidden="true">→</span>
        </PageLink>
      </p>
      <ul className={styles.cards} aria-label={featuredWork.heading}>
        {work.cards.map((study) => (
          <li key={study.id} className={styles.item}>
            <WorkCard study={study} resultLabel={featuredWork.resultLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
