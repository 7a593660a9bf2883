import { Container } from "~/components/Container/Container";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { insights } from "~/content/insights";
import { FEED_PATH } from "~/lib/insightPaths";
import { ContactCta } from "~/components/ContactCta/ContactCta";
import { ArticleCard } from "./ArticleCard";
import styles from "./InsightsList.module.css";
import { useWords } from "~/hooks/useCopy";

/** /insights: every article, newest first, and the feed. */
export function InsightsList() {
  const { insightsCopy } = useWords();
  return (
    <>
      <PageIntro
        isNarrow
        title={insightsCopy.title}
        lead={insightsCopy.intro}
      />
      <Container isNarrow className={styles.body}>
        <ul className={styles.list}>
          {insights.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <p>
          {/* A file, not a page: the browser fetches it, the app does not. */}
          <a
            href={FEED_PATH}
            className={styles.feed}
            type="application/atom+xml"
          >
            {insightsCopy.feedLink}
          </a>
        </p>
      </Container>
      <ContactCta cta={insightsCopy.cta} />
    </>
  );
}
