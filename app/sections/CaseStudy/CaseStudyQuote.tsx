import type { CaseStudy } from "~/content/types";
import styles from "./CaseStudyQuote.module.css";

type CaseStudyQuoteProps = { study: CaseStudy };

export function CaseStudyQuote({ study }: CaseStudyQuoteProps) {
  const { quote } = study;
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className={styles.by}>
        <span className={styles.name}>{quote.name}</span>
        <span>
          {quote.role}, {study.client}
        </span>
      </figcaption>
    </figure>
  );
}
