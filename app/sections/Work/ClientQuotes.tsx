import { PageLink } from "~/components/PageLink/PageLink";
import { featuredWork } from "~/content/featuredWork";
import type { ClientQuote } from "~/content/types";
import styles from "./ClientQuotes.module.css";

type ClientQuotesProps = { quotes: readonly ClientQuote[] };

/** Clients' words, taken from their case studies; still, never rotating. */
export function ClientQuotes({ quotes }: ClientQuotesProps) {
  return (
    <div className={styles.quotes}>
      <h3 id="client-quotes-heading" className={styles.heading}>
        {featuredWork.quotesHeading}
      </h3>
      <ul className={styles.list} aria-labelledby="client-quotes-heading">
        {quotes.map((study) => (
          <li key={study.id}>
            <figure className={styles.quote}>
              <blockquote className={styles.text}>
                <p>{study.quote.text}</p>
              </blockquote>
              <figcaption className={styles.by}>
                <span className={styles.name}>{study.quote.name}</span>
                <span>
                  {study.quote.role}, {study.client}
                </span>
              </figcaption>
              <PageLink
                to={`/portfolio/${study.id}`}
                className={styles.link}
                aria-label={`${featuredWork.quoteLink}: ${study.client}`}
              >
                {featuredWork.quoteLink}
              </PageLink>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
