/** @jsxImportSource hono/jsx */
import { LANG_FIELD, type Lang } from "../../../app/content/lang";
import { sectionIds } from "../../../app/content/sectionIds";
import {
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "../../../app/content/enquiry";
import type { ContactValues } from "../../../app/lib/contactSchema";
import { localePath } from "../../../app/lib/lang";
import { documentOf, NarrowPage } from "../core/page";
import { formAction, HONEYPOT_FIELD } from "./contact";
import { visitorWords } from "./words";

/*
 * The pages the form without JavaScript is answered with: thanks, the form
 * again with what went wrong, or a refusal that says what to do. Every
 * word is the visitor's language's, from `words.ts`.
 */

/** "Thank you - Kalam Studio": a page's title, then the studio's name. */
const titleOf = (heading: string, lang: Lang) =>
  `${heading} - ${visitorWords(lang).site.name}`;

export function thanksPage(lang: Lang = "en") {
  const { service } = visitorWords(lang);
  return documentOf(
    <NarrowPage title={titleOf(service.pages.thanksTitle, lang)} lang={lang}>
      <h1>{service.pages.thanksHeading}</h1>
      <p>{service.pages.thanksReply}</p>
      <p>
        <a href={localePath(lang, "/")}>{service.pages.backHome}</a>
      </p>
    </NarrowPage>,
  );
}

const inputTypes = { text: "text", email: "email", tel: "tel" } as const;

/** One field of the form without JavaScript, from its declaration. */
function RetryField({
  name,
  value,
  error,
  lang,
}: {
  name: EnquiryFieldName;
  value: string;
  error: string | undefined;
  lang: Lang;
}) {
  const field = enquiryFields[name];
  const errorId = `${name}-error`;
  const state = {
    required: field.isRequired || undefined,
    "aria-invalid": error ? "true" : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <>
      <label for={name}>{visitorWords(lang).fieldLabels[name]}</label>
      {error ? (
        <p class="error" id={errorId}>
          {error}
        </p>
      ) : null}
      {field.kind === "multiline" ? (
        <textarea
          id={name}
          name={name}
          rows={8}
          maxlength={field.max}
          {...state}
        >
          {/* A first line break is dropped by the browser: the visitor's own first one stays. */}
          {"\n"}
          {value}
        </textarea>
      ) : (
        <input
          id={name}
          name={name}
          type={inputTypes[field.kind]}
          value={value}
          autocomplete={field.autoComplete}
          {...state}
        />
      )}
    </>
  );
}

/**
 * The form again, holding what the visitor typed, with what went wrong: a
 * refusal never costs them their words.
 */
export function retryPage(
  heading: string,
  values: ContactValues,
  errors: Record<string, string> = {},
  /** Why it was refused, when the heading alone does not say. */
  explanation = "",
  /** The page the form was first sent from, kept for the next try. */
  sentFrom?: string,
  /** The language of the page it came from: the page answers in it. */
  lang: Lang = "en",
) {
  const { service, site, submitLabel } = visitorWords(lang);
  return documentOf(
    <NarrowPage title={titleOf(heading, lang)} lang={lang}>
      <h1>{heading}</h1>
      {explanation ? (
        <p class="error" role="alert">
          {explanation}
        </p>
      ) : null}
      <p>
        {service.pages.nothingLost}{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
      <form method="post" action={formAction(sentFrom)}>
        {enquiryFieldNames.map((name) => (
          <RetryField
            name={name}
            value={values[name]}
            error={errors[name]}
            lang={lang}
          />
        ))}
        {lang === "en" ? null : (
          <input type="hidden" name={LANG_FIELD} value={lang} />
        )}
        <div class="hp" aria-hidden="true">
          <label for="hp">{service.pages.honeypotLabel}</label>
          <input
            id="hp"
            name={HONEYPOT_FIELD}
            tabindex={-1}
            autocomplete="off"
          />
        </div>
        <p>
          <button type="submit">{submitLabel}</button>
        </p>
      </form>
    </NarrowPage>,
  );
}

/**
 * A refusal that could not keep the visitor's words (they were never read):
 * what happened, and what to do, with the way back to the form.
 */
export function noticePage(
  heading: string,
  text: string,
  whatToDo: string,
  lang: Lang = "en",
) {
  const { service } = visitorWords(lang);
  return documentOf(
    <NarrowPage title={titleOf(heading, lang)} lang={lang}>
      <h1>{heading}</h1>
      <p class="error" role="alert">
        {text}
      </p>
      <p>{whatToDo}</p>
      <p>
        <a href={localePath(lang, `/#${sectionIds.contact}`)}>
          {service.pages.backToForm}
        </a>
      </p>
    </NarrowPage>,
  );
}
