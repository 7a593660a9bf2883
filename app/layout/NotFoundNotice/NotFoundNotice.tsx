import styles from "~/layout/ErrorView/ErrorView.module.css";

/**
 * What an unknown URL shows without JavaScript (the prerendered fallback
 * page). With scripts the app sends the visitor home instead (SPEC 2).
 */
export function NotFoundNotice() {
  return (
    <div className={styles.error}>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
