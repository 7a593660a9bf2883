import styles from "./ContactForm.module.css";
import { useWords } from "~/hooks/useCopy";

type MessageCounterProps = {
  id: string;
  length: number;
  max: number;
  wasTruncated: boolean;
};

/** Share of the visible rows left before the limit is announced. */
const ANNOUNCE_WHEN_LEFT = 100;

export function MessageCounter({
  id,
  length,
  max,
  wasTruncated,
}: MessageCounterProps) {
  const { messageCounterText } = useWords();
  const left = max - length;
  return (
    <div className={styles.counterRow}>
      <p
        id={id}
        className={styles.counter}
        data-near-limit={left <= ANNOUNCE_WHEN_LEFT}
      >
        {messageCounterText.counter(length, max)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {left <= ANNOUNCE_WHEN_LEFT
          ? messageCounterText.charactersLeft(left)
          : ""}
      </p>
      {wasTruncated && (
        <p className={styles.note} role="status">
          {messageCounterText.pasteTruncated(max)}
        </p>
      )}
    </div>
  );
}
