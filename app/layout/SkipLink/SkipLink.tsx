import styles from "./SkipLink.module.css";
import { shellCopy } from "~/content/shell";

export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      {shellCopy.skipLink}
    </a>
  );
}
