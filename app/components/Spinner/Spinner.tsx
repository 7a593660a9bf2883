import styles from "./Spinner.module.css";
import { useWords } from "~/hooks/useCopy";

/** The centred spinner shown while an on-demand page loads. */
export function Spinner() {
  const { shellCopy } = useWords();
  return (
    <div className={styles.wrap} role="status" aria-label={shellCopy.loading}>
      <div className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
