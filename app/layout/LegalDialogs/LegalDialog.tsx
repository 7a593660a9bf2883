import { useEffect, useId, useRef } from "react";
import { legalDocuments as englishDocuments } from "~/content/legal";
import { legalDocuments as hindiDocuments } from "~/content/hi/legal";
import type { LegalId } from "~/content/legal";
import { LegalSection } from "./LegalSection";
import styles from "./LegalDialog.module.css";
import { useLang, useWords } from "~/hooks/useCopy";

/** The legal texts in each language. */
const legalDocumentsIn = { en: englishDocuments, hi: hindiDocuments };

type LegalDialogProps = { id: LegalId; onClose: () => void };

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

/** Tab past the last control wraps to the first, and Shift+Tab back. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = dialog.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * One legal text in a native modal dialog: the page behind is inert, focus
 * starts on Close and cycles inside, Escape or Close shuts it.
 */
export function LegalDialog({ id, onClose }: LegalDialogProps) {
  const { site, shellCopy } = useWords();
  const legalDocuments = legalDocumentsIn[useLang()];
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const legal = legalDocuments[id];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") keepTabInside(dialog, event);
    };
    dialog.addEventListener("keydown", handleKeyDown);
    return () => dialog.removeEventListener("keydown", handleKeyDown);
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {legal.title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => {
            ref.current?.close();
            // The dialog's close event comes a task later: settle the hash
            // and focus now, so a key pressed at once is not lost.
            onClose();
          }}
        >
          {shellCopy.legal.close}
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.updated}>
          {shellCopy.legal.lastUpdated(legal.updated)}
        </p>
        <p>{legal.intro}</p>
        {legal.sections.map((section) => (
          <LegalSection key={section.heading} section={section} />
        ))}
        <p>
          {legal.contactLine} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </div>
    </dialog>
  );
}
