import type { about } from "./about";
import type { assistantCopy, assistantIntro } from "./assistant";
import type { caseStudyCopy, portfolioCopy } from "./caseStudies";
import type { consoleCopy, consoleLines } from "./console";
import type { availabilityText, contactContent } from "./contact";
import type {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "./contactForm";
import type { enquiryFieldLabels } from "./enquiry";
import type { errorCopy } from "./errors";
import type { faqIntro } from "./faqIntro";
import type { featuredWork } from "./featuredWork";
import type { hero } from "./hero";
import type { heroLabels } from "./heroLabels";
import type { insightsCopy } from "./insightsCopy";
import type { insightsTeaser } from "./insightsTeaser";
import type { Lang } from "./lang";
import type { legalTitles } from "./legalIds";
import type { noScriptCopy } from "./noScript";
import type { processSteps } from "./process";
import type { processIntro } from "./processIntro";
import type { serviceLineLabels } from "./serviceLines";
import type { services } from "./services";
import type { servicesIntro } from "./servicesIntro";
import type { footerLegalLinks, shellCopy } from "./shell";
import type {
  footerAbout,
  footerServiceLinks,
  footerUsefulLinks,
  headerLinks,
  site,
  siteMeta,
  themeToggleLabel,
} from "./site";
import type { Translation } from "./translation";
import type { CaseStudy } from "./types";
import type { whyCards } from "./why";
import type { whyIntro } from "./whyIntro";

/**
 * Every word a page reads from its language's copy, as the English modules
 * declare it. Each language gives the same shape (`Translation`), so a
 * missing Hindi string fails the typecheck, naming it. The words that load
 * on their own (the legal texts, the form's messages, the assistant's) are
 * chosen by language where they are imported.
 */
type EnglishWords = {
  // Every page: the shell.
  shellCopy: typeof shellCopy;
  footerLegalLinks: typeof footerLegalLinks;
  site: typeof site;
  headerLinks: typeof headerLinks;
  footerServiceLinks: typeof footerServiceLinks;
  footerUsefulLinks: typeof footerUsefulLinks;
  footerAbout: typeof footerAbout;
  themeToggleLabel: typeof themeToggleLabel;
  siteMeta: typeof siteMeta;
  legalTitles: typeof legalTitles;
  errorCopy: typeof errorCopy;
  serviceLineLabels: typeof serviceLineLabels;
  // The home page.
  heroLabels: typeof heroLabels;
  servicesIntro: typeof servicesIntro;
  processIntro: typeof processIntro;
  whyIntro: typeof whyIntro;
  faqIntro: typeof faqIntro;
  assistantIntro: typeof assistantIntro;
  assistantCopy: typeof assistantCopy;
  noScriptCopy: typeof noScriptCopy;
  contactContent: typeof contactContent;
  availabilityText: typeof availabilityText;
  contactFormContent: typeof contactFormContent;
  messageCounterText: typeof messageCounterText;
  handOffText: typeof handOffText;
  enquiryFieldLabels: typeof enquiryFieldLabels;
  // The portfolio and the case studies.
  portfolioCopy: typeof portfolioCopy;
  caseStudyCopy: typeof caseStudyCopy;
  // The articles.
  insightsCopy: typeof insightsCopy;
};

/** One language's words: the English shape, in any language. */
export type Words = {
  readonly [K in keyof EnglishWords]: Translation<EnglishWords[K]>;
} & {
  /** The case studies, with their words in the page's language. */
  readonly caseStudies: readonly CaseStudy[];
};

/**
 * The home page's longer sections as the English modules declare them:
 * what the page shows (the hero and its console, the work band and the
 * quotes with their headings, the studio's story, the services and their
 * offerings, the steps, the reasons), not the other sections' headings and
 * labels. They come with the
 * page's data (its loader), written into the prerendered HTML, not into its
 * JavaScript.
 */
type EnglishHomeContent = {
  hero: typeof hero;
  featuredWork: typeof featuredWork;
  insightsTeaser: typeof insightsTeaser;
  consoleCopy: typeof consoleCopy;
  consoleLines: typeof consoleLines;
  about: typeof about;
  services: typeof services;
  processSteps: typeof processSteps;
  whyCards: typeof whyCards;
};

/** The home page's sections in one language: the English shape, checked. */
export type HomeContent = {
  readonly [K in keyof EnglishHomeContent]: Translation<EnglishHomeContent[K]>;
};

/** The words of the shell, on every page. */
export type ShellWords = Pick<
  Words,
  | "shellCopy"
  | "footerLegalLinks"
  | "site"
  | "headerLinks"
  | "footerServiceLinks"
  | "footerUsefulLinks"
  | "footerAbout"
  | "themeToggleLabel"
  | "siteMeta"
  | "legalTitles"
  | "errorCopy"
  | "serviceLineLabels"
>;

/** What a page gives its parts: its language and the words it carries. */
export type PageCopy = { lang: Lang; words: Partial<Words> & ShellWords };
