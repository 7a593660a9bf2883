import type { Context } from "hono";
import { contactOutcomeContent } from "../../../app/content/contactOutcomes";
import { LANG_FIELD, type Lang } from "../../../app/content/lang";
import { enquiryFieldNames } from "../../../app/content/enquiry";
import type { ContactValues } from "../../../app/lib/contactSchema";
import { readLang } from "../../../app/lib/lang";
import {
  type Attribution,
  readAttribution,
} from "../../../app/lib/attribution";
import { refusalWords, visitorWords } from "./words";

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
  /** The language of the page it was sent from: only ours, else English. */
  lang: Lang;
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
      lang: Lang;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The enquiry in a request, checked with the form's own schema: the same
 * rules, limits and messages on both sides, in the page's language.
 */
export function parseSubmission(fields: Record<string, unknown>): Parsed {
  const raw = Object.fromEntries(
    enquiryFieldNames.map((name) => [name, text(fields[name])]),
  ) as ContactValues;
  const lang = readLang(fields[LANG_FIELD]);
  const result = visitorWords(lang).schema.safeParse(raw);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
    return { kind: "invalid", errors, raw, lang };
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
      lang,
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

/** The thank-you page's address, in the language the form was in. */
export const thanksPath = (lang: Lang) =>
  lang === "en"
    ? THANKS_PATH
    : `${THANKS_PATH}?${new URLSearchParams({ [LANG_FIELD]: lang })}`;

/** The JSON answers' refusals (the form's own code shows its words instead). */
export const refusals = {
  ...refusalWords,
  rateLimited: contactOutcomeContent.rateLimited,
  notSaved: contactOutcomeContent.notSaved,
};

export function htmlResponse(c: Context, status: number, body: string) {
  return c.html(body, status as 200);
}
