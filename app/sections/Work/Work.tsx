import { PageLink } from "~/components/PageLink/PageLink";
import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import type { FeaturedWorkData } from "~/lib/featured";
import { WorkCard } from "./WorkCard";
import styles from "./Work.module.css";
import { useWords } from "~/hooks/useCopy";

type WorkProps = { work: FeaturedWorkData };

/**
 * Selected work, right under the hero: a full-width dark band of three
 * case studies (a row that scrolls sideways on phones). The data comes from
 * the home route's build-time loader.
 */
export function Work({ work }: WorkProps) {
  const { featuredWork } = useWords();
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
            <WorkCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
