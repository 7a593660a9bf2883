import { PageLink } from "~/components/PageLink/PageLink";
import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import type { ClientQuote } from "~/content/types";
import type { HomeContent } from "~/content/words";
import styles from "./ClientQuotes.module.css";

type ClientQuotesProps = {
  quotes: readonly ClientQuote[];
  /** The band's heading and labels in the page's language (the page's data). */
  copy: HomeContent["featuredWork"];
  /** The pointer to the articles after the quotes. */
  teaser: HomeContent["insightsTeaser"];
};

/**
 * The quote band, right after the work: clients' words, taken from their
 * case studies, the first set large; still, never rotating. Then where the
 * studio writes up its projects.
 */
export function ClientQuotes({
  quotes,
  copy: featuredWork,
  teaser: insightsTeaser,
}: ClientQuotesProps) {
  return (
    <Section
      id={sectionIds.clients}
      surface="alt"
      intro={{
        eyebrow: featuredWork.quotesEyebrow,
        heading: featuredWork.quotesHeading,
      }}
      className={styles.section}
    >
      <ul className={styles.list} aria-label={featuredWork.quotesHeading}>
        {quotes.map((study) => (
          <li key={study.id} className={styles.item}>
            <figure className={styles.quote} data-quote="">
              <blockquote className={styles.text}>
                <p>{study.quote.text}</p>
              </blockquote>
              <figcaption className={styles.by}>
                <span className={styles.name}>{study.quote.name}</span>
                <span>
                  {study.quote.role}, {study.client}
                </span>
                {/* Inside the caption: a figure's caption comes first or last. */}
                <PageLink
                  to={`/portfolio/${study.id}`}
                  className={styles.link}
                  aria-label={`${featuredWork.quoteLink}: ${study.client}`}
                >
                  {featuredWork.quoteLink}
                  <span aria-hidden="true">→</span>
                </PageLink>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={styles.teaser}>
        <strong>{insightsTeaser.title}:</strong> {insightsTeaser.intro}{" "}
        <PageLink to={insightsTeaser.path} className={styles.teaserLink}>
          {insightsTeaser.link}
        </PageLink>
      </p>
    </Section>
  );
}
