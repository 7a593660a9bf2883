import { useRef } from "react";
import styles from "./ContactPanel.module.css";
import { useOpenStatus } from "./useOpenStatus";

/** The live "Open now" line; its space is held from the first paint. */
export function OpenStatus() {
  const line = useRef<HTMLParagraphElement>(null);
  const status = useOpenStatus(line);
  return (
    <p
      ref={line}
      className={styles.openStatus}
      data-state={status ? (status.isOpen ? "open" : "closed") : "pending"}
    >
      {status && (
        <>
          <span className={styles.openLabel}>{status.status}</span>
          {status.yourTime && " "}
          {status.yourTime && (
            <span className={styles.yourTime}>({status.yourTime})</span>
          )}
        </>
      )}
    </p>
  );
}
