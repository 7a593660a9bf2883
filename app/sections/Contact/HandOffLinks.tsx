import { emailHref, whatsappHref } from "~/lib/handOff";
import styles from "./HandOff.module.css";
import { useWords } from "~/hooks/useCopy";

type HandOffLinksProps = { name: string; message: string };

/** WhatsApp and e-mail, each prefilled with what the visitor has written. */
export function HandOffLinks({ name, message }: HandOffLinksProps) {
  const { contactFormContent, handOffText } = useWords();
  const draft = { name, message };
  return (
    <ul className={styles.links}>
      <li>
        <a
          href={whatsappHref(draft, handOffText)}
          className={styles.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className={styles.label}>
            {contactFormContent.whatsappLabel}
          </span>{" "}
          <span className={styles.hint}>{contactFormContent.whatsappHint}</span>{" "}
          <span className="visually-hidden">{contactFormContent.newTab}</span>
        </a>
      </li>
      <li>
        <a href={emailHref(draft, handOffText)} className={styles.link}>
          <span className={styles.label}>{contactFormContent.emailLabel}</span>{" "}
          <span className={styles.hint}>{contactFormContent.emailHint}</span>
        </a>
      </li>
    </ul>
  );
}
