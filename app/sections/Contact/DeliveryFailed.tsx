import { contactFormContent } from "~/content/contactForm";
import { HandOffLinks } from "./HandOffLinks";
import styles from "./HandOff.module.css";

type DeliveryFailedProps = { name: string; message: string };

/** Shown when the endpoint fails: the words stay, and two other ways out. */
export function DeliveryFailed({ name, message }: DeliveryFailedProps) {
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureHeading}>
        {contactFormContent.failureHeading}
      </p>
      <p>{contactFormContent.failureBody}</p>
      <HandOffLinks name={name} message={message} />
    </div>
  );
}
