import { cloneElement, type ReactElement, type ReactNode } from "react";
import styles from "./ContactForm.module.css";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  hintId?: string;
  /** The field's kind in the enquiry's declaration, for its layout. */
  kind?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled control with its error tied to it for assistive technology. */
export function Field({
  id,
  label,
  error,
  hint,
  hintId,
  kind,
  children,
}: FieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.field} data-kind={kind}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {cloneElement(children, {
        "aria-invalid": error ? "true" : "false",
        "aria-describedby": describedBy || undefined,
      })}
      {hint}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
