import { insightsCopy } from "~/content/insightsCopy";
import styles from "./ArticleTags.module.css";

type ArticleTagsProps = { tags: readonly string[] };

export function ArticleTags({ tags }: ArticleTagsProps) {
  return (
    <ul className={styles.tags} aria-label={insightsCopy.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
