import styles from "./Spinner.module.css";
import { shellCopy } from "~/content/shell";

/** The centred spinner shown while an on-demand page loads. */
export function Spinner() {
  return (
    <div className={styles.wrap} role="status" aria-label={shellCopy.loading}>
      <div className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
