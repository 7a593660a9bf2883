import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import {
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "../../../app/content/enquiry";
import {
  type Lang,
  langNames,
  langNamesInEnglish,
} from "../../../app/content/lang";
import { site } from "../../../app/content/site";
import { readLang } from "../../../app/lib/lang";
import {
  type Attribution,
  isEmptyAttribution,
  readAttribution,
} from "../../../app/lib/attribution";
import type { ContactValues } from "../../../app/lib/constants";
import type { SqlValue } from "../storage/db";
import type { LeadRow, LeadsTable } from "../storage/schema";

/**
 * The lead service's side of the enquiry's declaration
 * (`app/content/enquiry.ts`): the columns that hold it, its values from a
 * stored row, and how each kind of field is kept and shown.
 */

/** The country a number without its `+` code is read in: the studio's. */
const HOME_COUNTRY = site.address.countryCode;

/**
 * A phone number in E.164 (`+919810012345`) when it is a valid number, read
 * as an Indian one unless it starts with `+` or an international prefix;
 * otherwise null (it is still kept as typed).
 */
export function phoneE164(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = parsePhoneNumberFromString(trimmed, HOME_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** The column holding the E.164 form of a `tel` field. */
export const e164Column = (name: EnquiryFieldName) => `${name}_e164`;

/**
 * Every column of `leads` that holds the enquiry's fields, in order (the
 * storage test checks each is a column of the table).
 */
export const fieldColumns = enquiryFieldNames.flatMap((name) =>
  enquiryFields[name].kind === "tel" ? [name, e164Column(name)] : [name],
) as readonly (keyof LeadsTable)[];

/** The values for `fieldColumns`, from checked values. */
export function fieldColumnValues(values: ContactValues): SqlValue[] {
  return enquiryFieldNames.flatMap((name) =>
    enquiryFields[name].kind === "tel"
      ? [values[name], phoneE164(values[name])]
      : [values[name]],
  );
}

/** A stored enquiry's fields, from its row. */
export function valuesOf(row: LeadRow): ContactValues {
  return Object.fromEntries(
    enquiryFieldNames.map((name) => [name, row[name]]),
  ) as ContactValues;
}

/** The E.164 forms of a row's `tel` fields, by field. */
export function e164Of(row: LeadRow, name: EnquiryFieldName): string | null {
  const value = row[e164Column(name) as keyof LeadRow];
  return typeof value === "string" && value ? value : null;
}

/** The one-line fields (everything but the multi-line ones), in order. */
export const detailFieldNames = enquiryFieldNames.filter(
  (name) => enquiryFields[name].kind !== "multiline",
);
/** The multi-line fields (the message). */
export const textFieldNames = enquiryFieldNames.filter(
  (name) => enquiryFields[name].kind === "multiline",
);

/**
 * One field as lines of a plain-text e-mail: `Label: value`, the E.164 form
 * beside a phone number typed otherwise; nothing for an empty optional one.
 */
export function plainTextLines(values: ContactValues, row?: LeadRow): string[] {
  return detailFieldNames.flatMap((name) => {
    const value = values[name];
    if (!value) return [];
    const e164 =
      enquiryFields[name].kind === "tel"
        ? row
          ? e164Of(row, name)
          : phoneE164(value)
        : null;
    return [
      `${fieldLabel(name)}: ${value}${e164 && e164 !== value ? ` (${e164})` : ""}`,
    ];
  });
}

/** A field's label without the form's "(optional)". */
export const fieldLabel = (name: EnquiryFieldName) =>
  enquiryFields[name].label.replace(/\s*\(optional\)$/, "");

/** The `attribution` column's value: checked JSON, or NULL when empty. */
export function attributionColumn(attribution: Attribution): string | null {
  return isEmptyAttribution(attribution) ? null : JSON.stringify(attribution);
}

/** A stored enquiry's attribution, read again through the same checks. */
export function attributionOf(row: Pick<LeadRow, "attribution">): Attribution {
  const stored = row.attribution;
  if (!stored) return {};
  try {
    return readAttribution(JSON.parse(stored));
  } catch {
    return {};
  }
}

/** A stored enquiry's language, read again through the same check. */
export const langOf = (row?: Pick<LeadRow, "lang">): Lang =>
  readLang(row?.lang);

/**
 * An enquiry's language as the studio reads it: its English name, and its
 * own name beside it when that differs ("Hindi (हिंदी)").
 */
export function langLabel(lang: Lang): string {
  const own = langNames[lang];
  const english = langNamesInEnglish[lang];
  return own === english ? english : `${english} (${own})`;
}
