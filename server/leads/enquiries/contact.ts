import type { Context } from "hono";
import { contactContent } from "../../../app/content/contact";
import { contactOutcomeContent } from "../../../app/content/contactOutcomes";
import { sectionIds } from "../../../app/content/sectionIds";
import { site } from "../../../app/content/site";
import {
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "../../../app/content/enquiry";
import {
  contactSchema,
  type ContactValues,
} from "../../../app/lib/contactSchema";
import {
  type Attribution,
  readAttribution,
} from "../../../app/lib/attribution";
import { html, page } from "../core/html";

export const CONTACT_PATH = "/api/contact";
export const THANKS_PATH = "/api/contact/thanks";
export const HONEYPOT_FIELD = "company_website";

export type Submission = {
  values: ContactValues;
  key: string | null;
  elapsedMs: number | null;
  honeypot: string;
  /** Where it came from: what fitted of what was sent, never a refusal. */
  attribution: Attribution;
};

export type Parsed =
  | {
      kind: "ok";
      submission: Submission;
      /** The fields as typed, for a page that gives them back. */
      raw: Record<keyof ContactValues, string>;
    }
  | {
      kind: "invalid";
      errors: Record<string, string>;
      raw: ContactValues;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The enquiry in a request, checked with the form's own schema: the same
 * rules, limits and messages on both sides.
 */
export function parseSubmission(fields: Record<string, unknown>): Parsed {
  const raw = Object.fromEntries(
    enquiryFieldNames.map((name) => [name, text(fields[name])]),
  ) as ContactValues;
  const result = contactSchema.safeParse(raw);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
    return { kind: "invalid", errors, raw };
  }
  const key = text(fields.key);
  const elapsed = fields.elapsedMs;
  return {
    kind: "ok",
    raw,
    submission: {
      values: result.data,
      key: UUID.test(key) ? key.toLowerCase() : null,
      elapsedMs:
        typeof elapsed === "number" && Number.isFinite(elapsed)
          ? elapsed
          : null,
      honeypot: text(fields[HONEYPOT_FIELD]),
      attribution: readAttribution(fields.attribution),
    },
  };
}

export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

/**
 * The query parameter naming the page a form without JavaScript was sent
 * from: the service writes it into each page's form action (`pages.ts`).
 */
export const SENT_FROM_PARAM = "from";

/** The form's action, naming the page it is on when that is known. */
export const formAction = (sentFrom?: string) =>
  sentFrom
    ? `${CONTACT_PATH}?${new URLSearchParams({ [SENT_FROM_PARAM]: sentFrom })}`
    : CONTACT_PATH;

/* ----------------------- pages for the form without JavaScript ---------------------- */

export function thanksPage() {
  return page(
    `Thank you - ${site.name}`,
    html`<h1>Thank you: your message reached us</h1>
      <p>We reply ${site.replyTime}, Monday to Saturday.</p>
      <p><a href="/">Back to ${site.name}</a></p>`,
  );
}

const inputTypes = { text: "text", email: "email", tel: "tel" } as const;

/** One field of the form without JavaScript, from its declaration. */
function retryField(
  name: EnquiryFieldName,
  values: ContactValues,
  errors: Record<string, string>,
) {
  const field = enquiryFields[name];
  const error = errors[name];
  const errorId = `${name}-error`;
  const invalid = error
    ? html` aria-invalid="true" aria-describedby="${errorId}"`
    : "";
  const required = field.isRequired ? html` required` : "";
  return html`<label for="${name}">${field.label}</label>
    ${error ? html`<p class="error" id="${errorId}">${error}</p>` : ""}
    ${
      field.kind === "multiline"
        ? html`<textarea
            id="${name}"
            name="${name}"
            rows="8"
            maxlength="${field.max}"
            ${required}${invalid}
          >
${values[name]}</textarea>`
        : html`<input
            id="${name}"
            name="${name}"
            type="${inputTypes[field.kind]}"
            value="${values[name]}"
            ${field.autoComplete ? html`autocomplete="${field.autoComplete}"` : ""}
            ${required}${invalid}
          />`
    }`;
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
) {
  return page(
    `${heading} - ${site.name}`,
    html`<h1>${heading}</h1>
      ${explanation ? html`<p class="error" role="alert">${explanation}</p>` : ""}
      <p>
        Nothing you wrote is lost: it is below. Send it again, or write to us at
        <a href="mailto:${site.email}">${site.email}</a>.
      </p>
      <form method="post" action="${formAction(sentFrom)}">
        ${enquiryFieldNames.map((name) => retryField(name, values, errors))}
        <div class="hp" aria-hidden="true">
          <label for="hp">Company website</label
          ><input
            id="hp"
            name="${HONEYPOT_FIELD}"
            tabindex="-1"
            autocomplete="off"
          />
        </div>
        <p><button type="submit">${contactContent.submitLabel}</button></p>
      </form>`,
  );
}

/**
 * A refusal that could not keep the visitor's words (they were never read):
 * what happened, and what to do, with the way back to the form.
 */
export function noticePage(heading: string, text: string, whatToDo: string) {
  return page(
    `${heading} - ${site.name}`,
    html`<h1>${heading}</h1>
      <p class="error" role="alert">${text}</p>
      <p>${whatToDo}</p>
      <p><a href="/#${sectionIds.contact}">Back to the contact form</a></p>`,
  );
}

export const refusals = {
  crossOrigin: "This form can only be sent from our own site.",
  tooLarge: "That is more than this form takes.",
  wrongType: "Send the enquiry as JSON.",
  malformed: "That request could not be read.",
  rateLimited: contactOutcomeContent.rateLimited,
  notSaved: contactOutcomeContent.notSaved,
};

export function htmlResponse(c: Context, status: number, body: string) {
  return c.html(body, status as 200);
}
