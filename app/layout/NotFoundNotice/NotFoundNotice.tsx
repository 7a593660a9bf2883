import styles from "~/layout/ErrorView/ErrorView.module.css";
import { shellCopy } from "~/content/shell";

/**
 * What an unknown URL shows without JavaScript (the prerendered fallback
 * page). With scripts the app sends the visitor home instead (SPEC 2).
 */
export function NotFoundNotice() {
  return (
    <div className={styles.error}>
      <h1>{shellCopy.notFound.title}</h1>
      <p>{shellCopy.notFound.body}</p>
      <p>
        <a href="/">{shellCopy.notFound.homeLink}</a>
      </p>
    </div>
  );
}
