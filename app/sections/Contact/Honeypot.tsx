import { type Ref, useId } from "react";
import styles from "./ContactForm.module.css";
import { useWords } from "~/hooks/useCopy";

type HoneypotProps = { ref: Ref<HTMLInputElement> };

/**
 * A field only bots fill in: off screen, inert (so neither focus, autofill
 * nor assistive technology reaches it) and hidden from the accessibility
 * tree. A filled honeypot makes the delivery drop the message quietly.
 */
export function Honeypot({ ref }: HoneypotProps) {
  const { contactFormContent } = useWords();
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true" inert>
      <label htmlFor={id}>{contactFormContent.honeypotLabel}</label>
      <input
        ref={ref}
        id={id}
        name="company_website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
