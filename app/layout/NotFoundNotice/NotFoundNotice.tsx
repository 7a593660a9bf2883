import styles from "~/layout/ErrorView/ErrorView.module.css";
import { useLocalePath, useWords } from "~/hooks/useCopy";

/**
 * What an unknown URL shows without JavaScript (the prerendered fallback
 * page). With scripts the app sends the visitor home instead (SPEC 2).
 */
export function NotFoundNotice() {
  const { shellCopy } = useWords();
  const localePath = useLocalePath();
  return (
    <div className={styles.error}>
      <h1>{shellCopy.notFound.title}</h1>
      <p>{shellCopy.notFound.body}</p>
      <p>
        <a href={localePath("/")}>{shellCopy.notFound.homeLink}</a>
      </p>
    </div>
  );
}
