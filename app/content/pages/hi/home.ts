import { availabilityText, contactContent } from "../../hi/contact";
import {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "../../hi/contactForm";
import { enquiryFieldLabels } from "../../hi/enquiry";
import { featuredWork } from "../../hi/featuredWork";
import { heroLabels } from "../../hi/heroLabels";
import { insightsTeaser } from "../../hi/insightsTeaser";
import { processIntro } from "../../hi/processIntro";
import { servicesIntro } from "../../hi/servicesIntro";
import { whyIntro } from "../../hi/whyIntro";
import type { PageCopy } from "../../words";
import type { HomeWords } from "../en/home";
import { shellWords } from "./shell";

export const homeWords: HomeWords = {
  heroLabels,
  featuredWork,
  insightsTeaser,
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
