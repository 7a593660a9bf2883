import { contactFormContent } from "~/content/contactForm";
import { HandOffLinks } from "./HandOffLinks";
import styles from "./HandOff.module.css";

type HandOffProps = { name: string; message: string };

/** "Prefer WhatsApp?" and "Prefer e-mail?", always beside the form. */
export function HandOff({ name, message }: HandOffProps) {
  return (
    <div className={styles.handOff}>
      <p className={styles.heading}>{contactFormContent.handOffHeading}</p>
      <HandOffLinks name={name} message={message} />
    </div>
  );
}
