import styles from "./Spinner.module.css";

/** The centred spinner shown while an on-demand page loads. */
export function Spinner() {
  return (
    <div className={styles.wrap} role="status" aria-label="Loading">
      <div className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
