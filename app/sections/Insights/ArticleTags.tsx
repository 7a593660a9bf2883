import styles from "./ArticleTags.module.css";
import { useWords } from "~/hooks/useCopy";

type ArticleTagsProps = { tags: readonly string[] };

export function ArticleTags({ tags }: ArticleTagsProps) {
  const { insightsCopy } = useWords();
  return (
    <ul className={styles.tags} aria-label={insightsCopy.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} lang="en">
          {tag}
        </li>
      ))}
    </ul>
  );
}
