import { HandOffLinks } from "./HandOffLinks";
import styles from "./HandOff.module.css";
import { useWords } from "~/hooks/useCopy";

type HandOffProps = { name: string; message: string };

/** "Prefer WhatsApp?" and "Prefer e-mail?", always beside the form. */
export function HandOff({ name, message }: HandOffProps) {
  const { contactFormContent } = useWords();
  return (
    <div className={styles.handOff}>
      <p className={styles.heading}>{contactFormContent.handOffHeading}</p>
      <HandOffLinks name={name} message={message} />
    </div>
  );
}
