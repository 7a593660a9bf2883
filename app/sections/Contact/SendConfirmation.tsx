import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/Button/Button";
import { PageLink } from "~/components/PageLink/PageLink";
import { contactContent, contactNextSteps } from "~/content/contact";
import { contactFormContent } from "~/content/contactForm";
import { HandOffLinks } from "./HandOffLinks";
import styles from "./ContactForm.module.css";

type SendConfirmationProps = {
  /** `sent`: the studio has it. `unsent`: no message service is set up. */
  isSent: boolean;
  name: string;
  message: string;
  /** Back to the form: empty after a send, as it was when not sent. */
  onAgain: () => void;
};

/**
 * Takes the form's place after a send, in the same space (the form stays
 * laid out underneath, hidden), and takes focus if the visitor was at the
 * form: what happens next and when, a link to the work, and a way to
 * write again. Where nothing was sent it says so and offers WhatsApp and
 * e-mail with the message filled in.
 */
export function SendConfirmation({
  isSent,
  name,
  message,
  onAgain,
}: SendConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const panel = ref.current;
    const active = document.activeElement;
    const form = panel?.closest("form");
    // A queued message delivered later never pulls focus from elsewhere.
    if (
      panel &&
      (!active || active === document.body || form?.contains(active))
    ) {
      panel.focus();
    }
  }, []);

  return (
    <div
      ref={ref}
      className={styles.confirmation}
      role="group"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-outcome={isSent ? "sent" : "unsent"}
    >
      <p id={headingId} role="status" className={styles.confirmationHeading}>
        {isSent
          ? contactContent.successMessage(name)
          : contactFormContent.notSentHeading}
      </p>
      {isSent ? (
        <div className={styles.nextSteps}>
          <p className={styles.nextHeading}>{contactNextSteps.heading}</p>
          <ol className={styles.steps}>
            {contactNextSteps.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : (
        <>
          <p>{contactFormContent.notSentBody}</p>
          <HandOffLinks name={name} message={message} />
        </>
      )}
      <div className={styles.confirmationActions}>
        <Button variant="secondary" onClick={onAgain}>
          {isSent
            ? contactFormContent.sendAnother
            : contactFormContent.backToMessage}
        </Button>
        {isSent && (
          <PageLink to="/portfolio" className={styles.workLink}>
            {contactFormContent.sentWorkLink}
            <span aria-hidden="true">→</span>
          </PageLink>
        )}
      </div>
    </div>
  );
}
