import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { Button } from "~/components/Button/Button";
import { PartBoundary } from "~/components/PartBoundary/PartBoundary";
import { onPrefillContactForm } from "~/effects/contactBridge";
import type { ContactValues } from "~/lib/contactSchema";
import { emptyContactValues, MESSAGE_MAX_LENGTH } from "~/lib/constants";
import { lazyContactResolver } from "~/effects/lazyContactResolver";
import { DRAFT_OWNER_ATTRIBUTE } from "~/effects/earlyDraft";
import { useIsHydrated } from "~/hooks/useIsHydrated";
import { useKeepClear } from "~/hooks/useKeepClear";
import { DeliveryFailed } from "./DeliveryFailed";
import { DraftNotice } from "./DraftNotice";
import { EnquiryFields } from "./EnquiryFields";
import { HandOff } from "./HandOff";
import { Honeypot } from "./Honeypot";
import { NoScriptNote } from "./NoScriptNote";
import { useContactDraft } from "./useContactDraft";
import { sendConfirmation, useSendEnquiry } from "./useSendEnquiry";
import styles from "./ContactForm.module.css";
import { LANG_FIELD } from "~/content/lang";
import { useLang, useWords } from "~/hooks/useCopy";

export function ContactForm() {
  const { contactContent, contactFormContent } = useWords();
  const lang = useLang();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [wasTruncated, setWasTruncated] = useState(false);
  const form = useForm<ContactValues>({
    resolver: lazyContactResolver(lang, contactFormContent.checkUnavailable),
    defaultValues: emptyContactValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useContactDraft(form);
  useKeepClear(formRef);
  const isHydrated = useIsHydrated();

  useEffect(
    () =>
      onPrefillContactForm(({ message }) => {
        setValue("message", message.slice(0, MESSAGE_MAX_LENGTH), {
          shouldDirty: true,
        });
        formRef.current?.scrollIntoView({ block: "start" });
        setFocus("message");
      }),
    [setValue, setFocus],
  );

  const { honeypotRef, outcome, send, hideConfirmation, clearOutcome } =
    useSendEnquiry(
      () => {
        draft.discard();
        setWasTruncated(false);
        reset(emptyContactValues);
      },
      (serverErrors) => {
        for (const [field, message] of Object.entries(serverErrors)) {
          setError(field as keyof ContactValues, { message });
        }
      },
      () => form.getValues(),
    );

  const handleClearDraft = () => {
    draft.discard();
    reset(emptyContactValues);
    setWasTruncated(false);
    clearOutcome();
    // The Clear button goes away: focus moves on to the first field.
    const firstField = formRef.current?.elements.namedItem("name");
    if (firstField instanceof HTMLElement) firstField.focus();
  };

  const [name = "", message = ""] = watch(["name", "message"]);

  const confirmation =
    outcome?.kind === "sent"
      ? { isSent: true, name: outcome.name }
      : outcome?.kind === "unsent"
        ? { isSent: false, name }
        : null;

  /** From the confirmation back to the form: after a send it is empty. */
  const handleAgain = () => {
    const wasSent = outcome?.kind === "sent";
    // The fields stay inert until this commits: only then can they take focus.
    flushSync(clearOutcome);
    setFocus(wasSent ? "name" : "message");
  };

  const handlePaste = (event: React.ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData("text").length;
    const kept =
      field.value.length - (field.selectionEnd - field.selectionStart);
    setWasTruncated(kept + pasted > MESSAGE_MAX_LENGTH);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      // Without JavaScript, Send does nothing here (a static host would
      // answer a POST with a bare 405 and the words would be lost; never
      // GET, which would put them in the URL): the note beside it gives the
      // direct links. The lead service serves the page posting to itself.
      method="dialog"
      noValidate
      // From here on useContactDraft saves the draft, not the early script.
      {...{ [DRAFT_OWNER_ATTRIBUTE]: isHydrated ? "form" : undefined }}
      data-lead-form=""
      aria-labelledby={`${formId}-heading`}
      onSubmit={handleSubmit(send)}
      onChange={hideConfirmation}
    >
      {/* Still laid out under the confirmation, so nothing around moves. */}
      <div
        className={styles.fields}
        data-state={confirmation ? "covered" : "open"}
        inert={confirmation !== null}
      >
        {/* Names the form; the section's heading is right above it. */}
        <h3 id={`${formId}-heading`} className="visually-hidden">
          {contactContent.formHeading}
        </h3>
        <DraftNotice isRestored={draft.isRestored} onClear={handleClearDraft} />
        <EnquiryFields
          formId={formId}
          register={register}
          errors={errors}
          messageLength={message.length}
          wasTruncated={wasTruncated}
          onPaste={handlePaste}
        />
        <Honeypot ref={honeypotRef} />
        {/* Without JavaScript, the lead service answers in the page's language. */}
        {lang === "en" ? null : (
          <input type="hidden" name={LANG_FIELD} value={lang} />
        )}
        <noscript>
          <NoScriptNote />
        </noscript>
        <div className={styles.footer}>
          <Button type="submit" aria-disabled={isSubmitting || undefined}>
            {isSubmitting
              ? contactFormContent.sendingLabel
              : contactContent.submitLabel}
          </Button>
        </div>
        <p className={styles.privacy}>
          {contactFormContent.privacyNotice}{" "}
          <a href="#privacy">{contactFormContent.privacyLink}</a>.
        </p>
        <div role="status" className={styles.status}>
          {outcome?.kind === "queued" && (
            <p className={styles.queued}>{outcome.message}</p>
          )}
        </div>
        {errors.root?.type === "unavailable" ? (
          <DeliveryFailed
            name={name}
            message={message}
            body={errors.root.message}
          />
        ) : outcome?.kind === "failed" ? (
          <DeliveryFailed name={name} message={message} />
        ) : outcome?.kind === "limited" || outcome?.kind === "not-saved" ? (
          <DeliveryFailed
            name={name}
            message={message}
            body={outcome.message}
          />
        ) : (
          <HandOff name={name} message={message} />
        )}
      </div>
      {confirmation && (
        <PartBoundary onRetry={sendConfirmation.reset}>
          <sendConfirmation.Part
            isSent={confirmation.isSent}
            name={confirmation.name}
            message={message}
            onAgain={handleAgain}
          />
        </PartBoundary>
      )}
    </form>
  );
}
