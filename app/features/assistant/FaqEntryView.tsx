import type { FaqShownEntry } from "~/content/faq";
import { AnswerLinkView } from "./AnswerLinkView";
import styles from "./AssistantSection.module.css";

type FaqEntryViewProps = { entry: FaqShownEntry };

/** One question and its answer, as a native disclosure. */
export function FaqEntryView({ entry }: FaqEntryViewProps) {
  return (
    <details className={styles.entry}>
      <summary className={styles.question}>{entry.question}</summary>
      <p className={styles.answer}>
        {entry.answer}{" "}
        <AnswerLinkView link={entry.more} className={styles.more}>
          {entry.more.label}
        </AnswerLinkView>
      </p>
    </details>
  );
}
