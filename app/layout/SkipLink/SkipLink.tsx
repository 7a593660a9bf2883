import styles from "./SkipLink.module.css";
import { useWords } from "~/hooks/useCopy";

export function SkipLink() {
  const { shellCopy } = useWords();
  return (
    <a className={styles.skip} href="#main">
      {shellCopy.skipLink}
    </a>
  );
}
