import type { ArticleComponents } from "~/content/articleTypes";
import { ArticleLink } from "./ArticleLink";
import { ARTICLE_BODY_ID } from "~/lib/insightPaths";
import { articleBody } from "./articleBodies";
import styles from "./ArticleBody.module.css";

const components = { a: ArticleLink } as ArticleComponents;

type ArticleBodyProps = { slug: string };

/** The compiled MDX body, set as readable prose. */
export function ArticleBody({ slug }: ArticleBodyProps) {
  const Body = articleBody(slug)?.Component;
  return (
    <div id={ARTICLE_BODY_ID} className={styles.prose}>
      {Body ? <Body components={components} /> : null}
    </div>
  );
}
