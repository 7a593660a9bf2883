import { about } from "../../about";
import { consoleCopy, consoleLines } from "../../console";
import {
  availabilityText,
  contactContent,
  contactNextSteps,
} from "../../contact";
import {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "../../contactForm";
import { contactOutcomeContent } from "../../contactOutcomes";
import { enquiryFieldLabels } from "../../enquiry";
import { featuredWork } from "../../featuredWork";
import { hero } from "../../hero";
import { insightsTeaser } from "../../insightsTeaser";
import { measuredCopy } from "../../measured";
import { noScriptCopy } from "../../noScript";
import { processIntro, processSteps } from "../../process";
import { services, servicesIntro } from "../../services";
import { whyCards, whyIntro } from "../../why";
import type { PageCopy, Words } from "../../words";
import { shellWords } from "./shell";

type HomeKeys =
  | "hero"
  | "consoleCopy"
  | "consoleLines"
  | "featuredWork"
  | "insightsTeaser"
  | "about"
  | "servicesIntro"
  | "services"
  | "processIntro"
  | "processSteps"
  | "whyIntro"
  | "whyCards"
  | "measuredCopy"
  | "noScriptCopy"
  | "contactContent"
  | "contactNextSteps"
  | "availabilityText"
  | "contactFormContent"
  | "messageCounterText"
  | "handOffText"
  | "contactOutcomeContent"
  | "enquiryFieldLabels";

/** The words of the home page's sections (and the form's). */
export type HomeWords = Pick<Words, HomeKeys>;

export const homeWords = {
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
} satisfies HomeWords;

/** The English home page's words and copy. */
export const homePageWords = { ...shellWords, ...homeWords };
export const homeCopy: PageCopy = { lang: "en", words: homePageWords };
