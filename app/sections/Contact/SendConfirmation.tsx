import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "~/components/Button/Button";
import { PageLink } from "~/components/PageLink/PageLink";
import { bringIntoView } from "~/effects/bringIntoView";
import { reducedMotionQuery } from "~/effects/motion";
import { HandOffLinks } from "./HandOffLinks";
import styles from "./ContactForm.module.css";
import { contactNextSteps as englishNextSteps } from "~/content/contactNextSteps";
import { contactNextSteps as hindiNextSteps } from "~/content/hi/contactNextSteps";
import { formatLocales, type Lang } from "~/content/lang";
import type { Translation } from "~/content/translation";
import { useLang, useWords } from "~/hooks/useCopy";

type SendConfirmationProps = {
  /** `sent`: the studio has it. `unsent`: no message service is set up. */
  isSent: boolean;
  name: string;
  message: string;
  /** Back to the form: empty after a send, as it was when not sent. */
  onAgain: () => void;
};

/**
 * What follows a message, in each language: this panel's own chunk carries
 * them (it loads with the sending code), never the page.
 */
const nextSteps: Record<Lang, Translation<typeof englishNextSteps>> = {
  en: englishNextSteps,
  hi: hindiNextSteps,
};

/** How long the form takes to shrink to the confirmation. */
const SHRINK_MS = 200;

/**
 * Takes the form's place after a send: the form shrinks to it in a short
 * transition (the fields stay in the markup, hidden, for "Send another"),
 * and it takes focus if the visitor was at the form, brought on screen
 * below the header. What happens next and by when (a day and hour in IST,
 * from the support hours), a link to the work, and a way to write again.
 * Where nothing was sent it says so and offers WhatsApp and e-mail with
 * the message filled in.
 */
export function SendConfirmation({
  isSent,
  name,
  message,
  onAgain,
}: SendConfirmationProps) {
  const { contactContent, contactFormContent, site, availabilityText } =
    useWords();
  const lang = useLang();
  const contactNextSteps = nextSteps[lang];
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // When the reply is due, from the clock at send time. The hours' code is
  // the contact panel's, on demand (usually loaded by now: the panel's open
  // status line is beside the form); until then the step says "within a day".
  const [replyBy, setReplyBy] = useState<string | null>(null);
  useEffect(() => {
    let isActive = true;
    void import("~/lib/availability").then(({ describeReplyBy }) => {
      if (!isActive) return;
      setReplyBy(
        describeReplyBy(new Date(), site.hours, {
          locale: formatLocales[lang],
          text: availabilityText,
        }),
      );
    });
    return () => {
      isActive = false;
    };
  }, [site.hours, lang, availabilityText]);
  const [firstStep, ...laterSteps] = contactNextSteps.steps;

  // Before paint: the form shrinks from the fields' height to the panel's.
  useLayoutEffect(() => {
    const panel = ref.current;
    const form = panel?.closest("form");
    if (!panel || !form) return;
    const fields = panel.previousElementSibling;
    const isReduced = reducedMotionQuery().matches;
    if (fields instanceof HTMLElement && !isReduced && form.animate) {
      const padding = form.offsetHeight - panel.offsetHeight;
      const from = fields.scrollHeight + padding;
      if (from > form.offsetHeight) {
        form.animate(
          [
            { height: `${from}px`, overflow: "hidden" },
            { height: `${form.offsetHeight}px`, overflow: "hidden" },
          ],
          { duration: SHRINK_MS, easing: "ease-out" },
        );
      }
    }
    const active = document.activeElement;
    // A queued message delivered later never pulls focus from elsewhere.
    if (!active || active === document.body || form.contains(active)) {
      panel.focus({ preventScroll: true });
      bringIntoView(panel, { isReduced });
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
            <li>{replyBy ? contactNextSteps.reply(replyBy) : firstStep}</li>
            {laterSteps.map((step) => (
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
