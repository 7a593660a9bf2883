import {
  contactContent as enContact,
  contactNextSteps as enNextSteps,
} from "../../../app/content/contact";
import { contactOutcomeContent as enOutcomes } from "../../../app/content/contactOutcomes";
import { enquiryFieldLabels as enFieldLabels } from "../../../app/content/enquiry";
import {
  contactContent as hiContact,
  contactNextSteps as hiNextSteps,
} from "../../../app/content/hi/contact";
import { contactMessages as hiMessages } from "../../../app/content/hi/contactMessages";
import { contactOutcomeContent as hiOutcomes } from "../../../app/content/hi/contactOutcomes";
import { enquiryFieldLabels as hiFieldLabels } from "../../../app/content/hi/enquiry";
import { leadServiceContent as hiService } from "../../../app/content/hi/leadService";
import { site as hiSite } from "../../../app/content/hi/site";
import type { Lang } from "../../../app/content/lang";
import { leadServiceContent as enService } from "../../../app/content/leadService";
import { site as enSite } from "../../../app/content/site";
import {
  contactSchema,
  contactSchemaWith,
} from "../../../app/lib/contactSchema";

/**
 * What the lead service says to a visitor, in the language of the page
 * they wrote from: the plain pages of the form without JavaScript, its
 * rules' messages, and the acknowledgement e-mail. Written in the content
 * files (`app/content/`, `app/content/hi/`); nothing is translated here.
 */
const words = {
  en: {
    service: enService,
    submitLabel: enContact.submitLabel,
    nextSteps: enNextSteps,
    outcomes: enOutcomes,
    site: enSite,
    fieldLabels: enFieldLabels,
    schema: contactSchema,
  },
  hi: {
    service: hiService,
    submitLabel: hiContact.submitLabel,
    nextSteps: hiNextSteps,
    outcomes: hiOutcomes,
    site: hiSite,
    fieldLabels: hiFieldLabels,
    schema: contactSchemaWith(hiMessages),
  },
} satisfies Record<Lang, unknown>;

export type VisitorWords = (typeof words)[Lang];

/** The service's words for a visitor who wrote in `lang`. */
export const visitorWords = (lang: Lang): VisitorWords => words[lang];

/**
 * What a request refused before it is read says, as JSON, to code that is
 * not the site's form (which shows its own words for each outcome).
 */
export const refusalWords = {
  crossOrigin: "This form can only be sent from our own site.",
  tooLarge: "That is more than this form takes.",
  wrongType: "Send the enquiry as JSON.",
  malformed: "That request could not be read.",
};
