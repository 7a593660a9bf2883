import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/Button/Button";
import { contactContent } from "~/content/contact";
import { onPrefillContactForm } from "~/lib/contactBridge";
import {
  type ContactValues,
  contactSchema,
  emptyContactValues,
} from "~/lib/contactSchema";
import { MESSAGE_MAX_LENGTH, MESSAGE_ROWS } from "~/lib/constants";
import { deliverContact } from "~/lib/delivery";
import { Field } from "./Field";
import styles from "./ContactForm.module.css";
import { MessageCounter } from "./MessageCounter";

export function ContactForm() {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wasTruncated, setWasTruncated] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

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

  const onSubmit = async (values: ContactValues) => {
    const result = await deliverContact(values);
    if (result.ok) {
      setSentTo(values.name);
      setWasTruncated(false);
      reset(emptyContactValues);
    }
  };

  const message = watch("message") ?? "";
  const ids = {
    name: `${formId}-name`,
    email: `${formId}-email`,
    message: `${formId}-message`,
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
      noValidate
      aria-labelledby={`${formId}-heading`}
      onSubmit={handleSubmit(onSubmit)}
      onChange={() => setSentTo(null)}
    >
      <h3 id={`${formId}-heading`} className={styles.heading}>
        {contactContent.formHeading}
      </h3>
      <Field id={ids.name} label="Name" error={errors.name?.message}>
        <input
          id={ids.name}
          type="text"
          autoComplete="name"
          required
          aria-required="true"
          className={styles.input}
          {...register("name")}
        />
      </Field>
      <Field id={ids.email} label="Email" error={errors.email?.message}>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-required="true"
          className={styles.input}
          {...register("email")}
        />
      </Field>
      <Field
        id={ids.message}
        label="Message"
        error={errors.message?.message}
        hintId={`${ids.message}-count`}
        hint={
          <MessageCounter
            id={`${ids.message}-count`}
            length={message.length}
            max={MESSAGE_MAX_LENGTH}
            wasTruncated={wasTruncated}
          />
        }
      >
        <textarea
          id={ids.message}
          rows={MESSAGE_ROWS}
          maxLength={MESSAGE_MAX_LENGTH}
          required
          aria-required="true"
          className={styles.textarea}
          onPaste={handlePaste}
          {...register("message")}
        />
      </Field>
      <div className={styles.footer}>
        <Button type="submit" disabled={isSubmitting}>
          {contactContent.submitLabel}
        </Button>
      </div>
      <div role="status" className={styles.status}>
        {sentTo !== null && (
          <p className={styles.success}>
            {contactContent.successMessage(sentTo)}
          </p>
        )}
      </div>
    </form>
  );
}
