import { about } from "../../hi/about";
import { consoleCopy, consoleLines } from "../../hi/console";
import {
  availabilityText,
  contactContent,
  contactNextSteps,
} from "../../hi/contact";
import {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "../../hi/contactForm";
import { contactOutcomeContent } from "../../hi/contactOutcomes";
import { enquiryFieldLabels } from "../../hi/enquiry";
import { featuredWork } from "../../hi/featuredWork";
import { hero } from "../../hi/hero";
import { insightsTeaser } from "../../hi/insightsTeaser";
import { measuredCopy } from "../../hi/measured";
import { noScriptCopy } from "../../hi/noScript";
import { processIntro, processSteps } from "../../hi/process";
import { services, servicesIntro } from "../../hi/services";
import { whyCards, whyIntro } from "../../hi/why";
import type { PageCopy } from "../../words";
import type { HomeWords } from "../en/home";
import { shellWords } from "./shell";

export const homeWords: HomeWords = {
  hero,
  consoleCopy,
  consoleLines,
  featuredWork,
  insightsTeaser,
  about,
  servicesIntro,
  services,
  processIntro,
  processSteps,
  whyIntro,
  whyCards,
  measuredCopy,
  noScriptCopy,
  contactContent,
  contactNextSteps,
  availabilityText,
  contactFormContent,
  messageCounterText,
  handOffText,
  contactOutcomeContent,
  enquiryFieldLabels,
};

/** The Hindi home page's words and copy. */
export const homePageWords = { ...shellWords, ...homeWords };
export const homeCopy: PageCopy = { lang: "hi", words: homePageWords };
