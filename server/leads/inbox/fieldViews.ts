import {
  type EnquiryFieldName,
  enquiryFields,
} from "../../../app/content/enquiry";
import { type Attribution, UTM_NAMES } from "../../../app/lib/attribution";
import type { LeadRow as Row } from "../storage/schema";
import {
  attributionOf,
  detailFieldNames,
  e164Of,
  fieldColumns,
  fieldLabel,
} from "../enquiries/enquiries";
import { html, type Html } from "../core/html";

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

/**
 * A plain path on this site: one slash, then path characters only. Never
 * `//host`, `/\\host` (browsers read both as another site) or anything with
 * a scheme, a backslash or a space.
 */
export const isPlainSitePath = (path: string) =>
  /^\/(?![/\\])[A-Za-z0-9\-._~%/]*$/.test(path);

/** A page of this site, as a link to it; anything else, as text. */
const pageLink = (path: string) =>
  isPlainSitePath(path) ? html`<a href="${path}">${path}</a>` : path;

const assistantText = (attribution: Attribution) =>
  attribution.isAssistantHandOff ? "Yes: it filled the message" : "No";

/**
 * Where an enquiry came from, as a description list: the page it was sent
 * from, the visit's landing page, referring site, UTM parameters, pages
 * seen and the assistant's hand-off. Every value is text or a link to a
 * page of this site (paths only, checked on the way in).
 */
export function attributionList(row: Row) {
  const attribution = attributionOf(row);
  const items: [string, string, Html | string][] = [];
  if (attribution.sentFrom)
    items.push(["sent-from", "Sent from", pageLink(attribution.sentFrom)]);
  if (attribution.landing)
    items.push(["landing", "Landing page", pageLink(attribution.landing)]);
  items.push([
    "referrer",
    "Came from",
    attribution.referrer ?? (attribution.landing ? "No other site" : "Unknown"),
  ]);
  for (const name of UTM_NAMES) {
    const value = attribution.utm?.[name];
    if (value) items.push([`utm-${name}`, `utm_${name}`, value]);
  }
  items.push(["assistant", "Assistant hand-off", assistantText(attribution)]);
  const pages = attribution.pages ?? [];
  return html`<dl class="fields">
      ${items.map(
        ([key, label, value]) =>
          html`<div data-attribution="${key}">
            <dt>${label}</dt>
            <dd><span>${value}</span></dd>
          </div>`,
      )}
    </dl>
    ${
      pages.length
        ? html`<h3>Pages seen before sending (${pages.length})</h3>
            <ol class="pages-seen" data-attribution="pages">
              ${pages.map((page) => html`<li>${pageLink(page)}</li>`)}
            </ol>`
        : html`<p class="hint">No pages recorded before sending.</p>`
    }`;
}

/** The CSV's columns for where an enquiry came from. */
type AttributionColumn = readonly [string, (a: Attribution) => string];
const attributionColumns: readonly AttributionColumn[] = [
  ["sent_from", (a) => a.sentFrom ?? ""],
  ["landing_page", (a) => a.landing ?? ""],
  ["referrer", (a) => a.referrer ?? ""],
  ...UTM_NAMES.map((name): AttributionColumn => [
    `utm_${name}`,
    (a) => a.utm?.[name] ?? "",
  ]),
  ["pages_seen", (a) => (a.pages ?? []).join(" > ")],
  ["assistant_hand_off", (a) => (a.isAssistantHandOff ? "yes" : "no")],
];

/** The CSV's header cells and a row's cells for the enquiry's fields. */
export const csvFieldHeaders = [
  ...fieldColumns,
  ...attributionColumns.map(([header]) => header),
];
export function csvFieldCells(row: Row) {
  const attribution = attributionOf(row);
  return [
    ...fieldColumns.map((column) => row[column] ?? ""),
    ...attributionColumns.map(([, cell]) => cell(attribution)),
  ];
}
