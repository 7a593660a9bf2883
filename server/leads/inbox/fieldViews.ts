import {
  type EnquiryFieldName,
  enquiryFields,
} from "../../../app/content/enquiry";
import type { Row } from "../db";
import { detailFieldNames, e164Of, fieldColumns, fieldLabel } from "../enquiry";
import { html, type Html } from "../html";

/**
 * How the inbox and the CSV show each field of an enquiry, by its kind in
 * the declaration (`app/content/enquiry.ts`): an e-mail address as a mailto:
 * link, a phone number as typed with tel: and WhatsApp links when it is a
 * valid number, other text as text.
 */

/** The WhatsApp chat link for an E.164 number. */
export const whatsappLink = (e164: string) =>
  `https://wa.me/${e164.replace(/^\+/, "")}`;

/** One field's value, as the inbox shows it; null when empty. */
export function fieldValue(name: EnquiryFieldName, row: Row): Html | null {
  const value = String(row[name] ?? "");
  if (!value) return null;
  switch (enquiryFields[name].kind) {
    case "email":
      return html`<a href="mailto:${value}">${value}</a>`;
    case "tel": {
      const e164 = e164Of(row, name);
      if (!e164) {
        return html`<span>${value}</span>
          <span class="hint">(not a number we could check: no links)</span>`;
      }
      return html`<a href="tel:${e164}">${value}</a>
        <a
          href="${whatsappLink(e164)}"
          rel="noreferrer noopener"
          target="_blank"
          >WhatsApp<span class="visually-hidden">
            ${value} (opens in a new tab)</span
          ></a
        >`;
    }
    default:
      return html`<span>${value}</span>`;
  }
}

/** The one-line fields of an enquiry as a description list. */
export function fieldList(row: Row, skip: readonly EnquiryFieldName[] = []) {
  const items = detailFieldNames
    .filter((name) => !skip.includes(name))
    .map((name) => [name, fieldValue(name, row)] as const)
    .filter(([, value]) => value !== null);
  return html`<dl class="fields">
    ${items.map(
      ([name, value]) =>
        html`<div data-field="${name}">
          <dt>${fieldLabel(name)}</dt>
          <dd>${value}</dd>
        </div>`,
    )}
  </dl>`;
}

/** The CSV's header cells and a row's cells for the enquiry's fields. */
export const csvFieldHeaders = fieldColumns;
export const csvFieldCells = (row: Row) =>
  fieldColumns.map((column) => row[column] ?? "");
