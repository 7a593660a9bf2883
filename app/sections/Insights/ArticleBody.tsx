import { PartBoundary } from "~/components/PartBoundary/PartBoundary";
import type { ArticleComponents } from "~/content/articleTypes";
import { ARTICLE_BODY_ID } from "~/lib/insightPaths";
import { ArticleLink } from "./ArticleLink";
import { articleBody } from "./articleBodies";
import styles from "./ArticleBody.module.css";

const components = { a: ArticleLink } as ArticleComponents;

type ArticleBodyProps = { slug: string };

/** The compiled MDX body, set as readable prose. */
export function ArticleBody({ slug }: ArticleBodyProps) {
  const body = articleBody(slug);
  return (
    <div id={ARTICLE_BODY_ID} className={styles.prose}>
      {body ? (
        <PartBoundary onRetry={body.reset}>
          <body.Part components={components} />
        </PartBoundary>
      ) : null}
    </div>
  );
}
