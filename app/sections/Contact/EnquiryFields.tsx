import type { FieldErrors, UseFormRegister } from "react-hook-form";
import {
  type EnquiryFieldKind,
  enquiryFieldNames,
  enquiryFields,
} from "~/content/enquiry";
import type { ContactValues } from "~/lib/constants";
import { preloadContactValidation } from "~/effects/lazyContactResolver";
import { Field } from "./Field";
import { preloadSending } from "./useSendEnquiry";
import { MessageCounter } from "./MessageCounter";
import styles from "./ContactForm.module.css";
import { useWords } from "~/hooks/useCopy";

type EnquiryFieldsProps = {
  formId: string;
  register: UseFormRegister<ContactValues>;
  errors: FieldErrors<ContactValues>;
  /** The length of the multi-line field's text, for its counter. */
  messageLength: number;
  wasTruncated: boolean;
  onPaste: (event: React.ClipboardEvent<HTMLTextAreaElement>) => void;
};

const inputTypes = {
  text: "text",
  email: "email",
  tel: "tel",
} as const satisfies Record<Exclude<EnquiryFieldKind, "multiline">, string>;

/** The form's rules and its sending code load on the first focus. */
function preloadFormCode() {
  preloadContactValidation();
  preloadSending();
}

/** Every field of the enquiry's declaration, in its order. */
export function EnquiryFields({
  formId,
  register,
  errors,
  messageLength,
  wasTruncated,
  onPaste,
}: EnquiryFieldsProps) {
  const { enquiryFieldLabels } = useWords();
  return enquiryFieldNames.map((name) => {
    const field = enquiryFields[name];
    const id = `${formId}-${name}`;
    const common = {
      id,
      className: field.kind === "multiline" ? styles.textarea : styles.input,
      required: field.isRequired,
      "aria-required": field.isRequired ? ("true" as const) : undefined,
      onFocus: preloadFormCode,
      ...register(name),
    };
    const counterId = `${id}-count`;
    return (
      <Field
        key={name}
        id={id}
        label={enquiryFieldLabels[name]}
        kind={field.kind}
        error={errors[name]?.message}
        hintId={field.kind === "multiline" ? counterId : undefined}
        hint={
          field.kind === "multiline" ? (
            <MessageCounter
              id={counterId}
              length={messageLength}
              max={field.max}
              wasTruncated={wasTruncated}
            />
          ) : undefined
        }
      >
        {field.kind === "multiline" ? (
          <textarea
            rows={field.rows}
            maxLength={field.max}
            onPaste={onPaste}
            {...common}
          />
        ) : (
          <input
            type={inputTypes[field.kind]}
            autoComplete={field.autoComplete}
            inputMode={
              field.kind === "text" ? undefined : inputTypes[field.kind]
            }
            {...common}
          />
        )}
      </Field>
    );
  });
}
