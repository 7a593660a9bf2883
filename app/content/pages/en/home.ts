import { availabilityText, contactContent } from "../../contact";
import {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "../../contactForm";
import { enquiryFieldLabels } from "../../enquiry";
import { heroLabels } from "../../heroLabels";
import { processIntro } from "../../processIntro";
import { servicesIntro } from "../../servicesIntro";
import { whyIntro } from "../../whyIntro";
import type { PageCopy, Words } from "../../words";
import { shellWords } from "./shell";

type HomeKeys =
  | "heroLabels"
  | "servicesIntro"
  | "processIntro"
  | "whyIntro"
  | "contactContent"
  | "availabilityText"
  | "contactFormContent"
  | "messageCounterText"
  | "handOffText"
  | "enquiryFieldLabels";

/** The words of the home page's sections (and the form's). */
export type HomeWords = Pick<Words, HomeKeys>;

export const homeWords = {
  heroLabels,
  servicesIntro,
  processIntro,
  whyIntro,
  contactContent,
  availabilityText,
  contactFormContent,
  messageCounterText,
  handOffText,
  enquiryFieldLabels,
} satisfies HomeWords;

/** The English home page's words and copy. */
export const homePageWords = { ...shellWords, ...homeWords };
export const homeCopy: PageCopy = { lang: "en", words: homePageWords };
