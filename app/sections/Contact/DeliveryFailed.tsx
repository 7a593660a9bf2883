import { HandOffLinks } from "./HandOffLinks";
import styles from "./HandOff.module.css";
import { useWords } from "~/hooks/useCopy";

type DeliveryFailedProps = {
  name: string;
  message: string;
  /** What to say instead of the usual "try again" (a rate limit's words). */
  body?: string;
};

/** Shown when the endpoint fails: the words stay, and two other ways out. */
export function DeliveryFailed({ name, message, body }: DeliveryFailedProps) {
  const { contactFormContent } = useWords();
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureHeading}>
        {contactFormContent.failureHeading}
      </p>
      <p>{body ?? contactFormContent.failureBody}</p>
      <HandOffLinks name={name} message={message} />
    </div>
  );
}
