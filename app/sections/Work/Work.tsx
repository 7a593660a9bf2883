import { PageLink } from "~/components/PageLink/PageLink";
import { CaseStudyCard } from "~/components/CaseStudyCard/CaseStudyCard";
import { Section } from "~/components/Section/Section";
import { featuredWork } from "~/content/featuredWork";
import { sectionIds } from "~/content/sectionIds";
import type { FeaturedWorkData } from "~/lib/featured";
import { ClientQuotes } from "./ClientQuotes";
import styles from "./Work.module.css";

type WorkProps = { work: FeaturedWorkData };

/**
 * Selected work on the home page: three case studies, then clients' words.
 * The data comes from the home route's build-time loader.
 */
export function Work({ work }: WorkProps) {
  return (
    <Section id={sectionIds.work} surface="alt" intro={featuredWork}>
      <ul className={styles.cards}>
        {work.cards.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} variant="featured" />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <PageLink to="/portfolio" className={styles.moreLink}>
          {featuredWork.portfolioLink}
        </PageLink>
      </p>
      <ClientQuotes quotes={work.quotes} />
    </Section>
  );
}
