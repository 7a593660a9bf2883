/** @jsxImportSource hono/jsx */
import {
  type EnquiryFieldName,
  enquiryFields,
} from "../../../../app/content/enquiry";
import type { Child } from "hono/jsx";
import { langNames, langNamesInEnglish } from "../../../../app/content/lang";
import { type Attribution, UTM_NAMES } from "../../../../app/lib/attribution";
import {
  attributionOf,
  detailFieldNames,
  e164Of,
  fieldLabel,
  langOf,
} from "../../enquiries/enquiries";
import type { LeadRow as Row } from "../../storage/schema";
import { inboxWords } from "../words";

const words = inboxWords.fields;

/*
 * How the inbox shows each field of an enquiry, by its kind in the
 * declaration (`app/content/enquiry.ts`): an e-mail address as a mailto:
 * link, a phone number as typed with tel: and WhatsApp links when it is a
 * valid number, other text as text.
 */

/** The WhatsApp chat link for an E.164 number. */
export const whatsappLink = (e164: string) =>
  `https://wa.me/${e164.replace(/^\+/, "")}`;

/** One field's value, as the inbox shows it; null when empty. */
export function FieldValue({
  name,
  row,
}: {
  name: EnquiryFieldName;
  row: Row;
}) {
  const value = row[name];
  if (!value) return null;
  switch (enquiryFields[name].kind) {
    case "email":
      return <a href={`mailto:${value}`}>{value}</a>;
    case "tel": {
      const e164 = e164Of(row, name);
      if (!e164) {
        return (
          <>
            <span>{value}</span>
            <span class="hint">{words.unchecked}</span>
          </>
        );
      }
      return (
        <>
          <a href={`tel:${e164}`}>{value}</a>
          <a
            href={whatsappLink(e164)}
            rel="noreferrer noopener"
            target="_blank"
          >
            {words.whatsapp}
            <span class="visually-hidden">{words.newTab(value)}</span>
          </a>
        </>
      );
    }
    default:
      return <span>{value}</span>;
  }
}

/**
 * The language an enquiry was written in, named in English with its own
 * name beside it ("Hindi (हिंदी)"): the language to reply in.
 */
export function LangValue({ row }: { row: Row }) {
  const lang = langOf(row);
  const english = langNamesInEnglish[lang];
  const own = langNames[lang];
  return own === english ? (
    <span>{english}</span>
  ) : (
    <span>
      {english} (<span lang={lang}>{own}</span>)
    </span>
  );
}

/**
 * The one-line fields of an enquiry as a description list, then its
 * language: always when `isLangShown`, else only when it is not English
 * (a list of mostly English enquiries marks the others).
 */
export function FieldList({
  row,
  skip = [],
  isLangShown = false,
}: {
  row: Row;
  skip?: readonly EnquiryFieldName[];
  isLangShown?: boolean;
}) {
  const names = detailFieldNames.filter(
    (name) => !skip.includes(name) && row[name] !== "",
  );
  return (
    <dl class="fields">
      {names.map((name) => (
        <div data-field={name}>
          <dt>{fieldLabel(name)}</dt>
          <dd>
            <FieldValue name={name} row={row} />
          </dd>
        </div>
      ))}
      {isLangShown || langOf(row) !== "en" ? (
        <div data-field="lang">
          <dt>{words.lang}</dt>
          <dd>
            <LangValue row={row} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * A plain path on this site: one slash, then path characters only. Never
 * `//host`, `/\\host` (browsers read both as another site) or anything with
 * a scheme, a backslash or a space.
 */
export const isPlainSitePath = (path: string) =>
  /^\/(?![/\\])[A-Za-z0-9\-._~%/]*$/.test(path);

/** A page of this site, as a link to it; anything else, as text. */
const PageLink = ({ path }: { path: string }) =>
  isPlainSitePath(path) ? <a href={path}>{path}</a> : <>{path}</>;

const assistantText = (attribution: Attribution) =>
  attribution.isAssistantHandOff ? words.assistantYes : words.assistantNo;

/**
 * Where an enquiry came from, as a description list: the page it was sent
 * from, the visit's landing page, referring site, UTM parameters, pages
 * seen and the assistant's hand-off. Every value is text or a link to a
 * page of this site (paths only, checked on the way in).
 */
export function AttributionList({ row }: { row: Row }) {
  const attribution = attributionOf(row);
  const items: [string, string, Child][] = [];
  if (attribution.sentFrom)
    items.push([
      "sent-from",
      words.sentFrom,
      <PageLink path={attribution.sentFrom} />,
    ]);
  if (attribution.landing)
    items.push([
      "landing",
      words.landing,
      <PageLink path={attribution.landing} />,
    ]);
  items.push([
    "referrer",
    words.cameFrom,
    attribution.referrer ??
      (attribution.landing ? words.noOtherSite : words.unknown),
  ]);
  for (const name of UTM_NAMES) {
    const value = attribution.utm?.[name];
    if (value) items.push([`utm-${name}`, `utm_${name}`, value]);
  }
  items.push(["assistant", words.assistant, assistantText(attribution)]);
  const pages = attribution.pages ?? [];
  return (
    <>
      <dl class="fields">
        {items.map(([key, label, value]) => (
          <div data-attribution={key}>
            <dt>{label}</dt>
            <dd>
              <span>{value}</span>
            </dd>
          </div>
        ))}
      </dl>
      {pages.length ? (
        <>
          <h3>{words.pagesSeen(pages.length)}</h3>
          <ol class="pages-seen" data-attribution="pages">
            {pages.map((page) => (
              <li>
                <PageLink path={page} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p class="hint">{words.noPages}</p>
      )}
    </>
  );
}
