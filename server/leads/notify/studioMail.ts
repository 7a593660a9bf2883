import { site } from "../../../app/content/site";
import { UTM_NAMES } from "../../../app/lib/attribution";
import {
  attributionOf,
  langLabel,
  langOf,
  plainTextLines,
  textFieldNames,
} from "../enquiries/enquiries";
import { istDateTime } from "../core/ist";
import { mailDocument, StudioBody } from "./mailBodies";
import type { StoredLead } from "./senders";
import { studioMailWords as words } from "./words";

/** The enquiry's page in the inbox, on the site's public address (`site.url`). */
export const inboxLink = (id: string) =>
  new URL(`/studio/leads/${encodeURIComponent(id)}`, `${site.url}/`).href;

/**
 * `"<studio name>" <address>`: the first address of LEADS_NOTIFY_FROM
 * under the studio's name, so the mail client shows who wrote.
 */
export function fromStudio(addresses: string) {
  const address = addresses.split(",")[0]?.trim() ?? addresses;
  return `"${site.name.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

/**
 * The studio's e-mail about a new enquiry, as text and as HTML: a link to
 * it in the inbox, every field (the phone with its E.164 form), the
 * language it was written in (the one to reply in), the page it
 * was sent from and the campaign, the time in IST, then the message.
 */
export function studioMessage(lead: StoredLead) {
  const link = inboxLink(lead.id);
  const attribution = lead.row ? attributionOf(lead.row) : {};
  const utm = attribution.utm ?? {};
  const tags = UTM_NAMES.filter((name) => name !== "campaign" && utm[name]).map(
    (name) => `${name}: ${utm[name]}`,
  );
  const campaign = [
    utm.campaign ?? "",
    tags.length ? `(${tags.join(", ")})` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const details = [
    ...plainTextLines(lead, lead.row),
    words.language(langLabel(langOf(lead.row))),
    words.page(attribution.sentFrom ?? attribution.landing),
    ...(campaign ? [words.campaign(campaign)] : []),
    words.received(istDateTime(lead.createdAt)),
  ];
  const message = textFieldNames.map((name) => lead[name]).join("\n\n");
  const text = [
    `${words.openInInbox}: ${link}`,
    "",
    ...details,
    "",
    message,
    "",
    words.replyToAnswer(lead.name),
    `-- ${words.enquiry(lead.id)}`,
  ].join("\n");
  return {
    text,
    html: mailDocument(
      "en",
      StudioBody({ link, details, message, name: lead.name, id: lead.id }),
    ),
  };
}
