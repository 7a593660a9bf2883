import styles from "./ContactForm.module.css";
import { useWords } from "~/hooks/useCopy";

type DraftNoticeProps = { isRestored: boolean; onClear: () => void };

/** "Draft saved", once a saved draft is back in the form, with a way out. */
export function DraftNotice({ isRestored, onClear }: DraftNoticeProps) {
  const { contactFormContent } = useWords();
  return (
    <div role="status" className={styles.draftSlot}>
      {isRestored && (
        <div className={styles.draft}>
          <p>
            <strong>{contactFormContent.draftSaved}.</strong>{" "}
            {contactFormContent.draftRestored}
          </p>
          <button type="button" className={styles.draftClear} onClick={onClear}>
            {contactFormContent.draftClear}{" "}
            <span className="visually-hidden">
              {contactFormContent.draftClearObject}
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
