import { availabilityText, contactContent } from "../../hi/contact";
import {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "../../hi/contactForm";
import { enquiryFieldLabels } from "../../hi/enquiry";
import { heroLabels } from "../../hi/heroLabels";
import { processIntro } from "../../hi/processIntro";
import { servicesIntro } from "../../hi/servicesIntro";
import { whyIntro } from "../../hi/whyIntro";
import type { PageCopy } from "../../words";
import type { HomeWords } from "../en/home";
import { shellWords } from "./shell";

export const homeWords: HomeWords = {
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
};

/** The Hindi home page's words and copy. */
export const homePageWords = { ...shellWords, ...homeWords };
export const homeCopy: PageCopy = { lang: "hi", words: homePageWords };
