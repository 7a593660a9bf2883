import type { about } from "./about";
import type { assistantCopy, assistantIntro } from "./assistant";
import type { caseStudyCopy, portfolioCopy } from "./caseStudies";
import type { consoleCopy, consoleLines } from "./console";
import type {
  availabilityText,
  contactContent,
  contactNextSteps,
} from "./contact";
import type {
  contactFormContent,
  handOffText,
  messageCounterText,
} from "./contactForm";
import type { contactOutcomeContent } from "./contactOutcomes";
import type { enquiryFieldLabels } from "./enquiry";
import type { errorCopy } from "./errors";
import type { faqIntro } from "./faqIntro";
import type { featuredWork } from "./featuredWork";
import type { hero } from "./hero";
import type { insightsCopy } from "./insightsCopy";
import type { insightsTeaser } from "./insightsTeaser";
import type { Lang } from "./lang";
import type { legalTitles } from "./legalIds";
import type { measuredCopy } from "./measured";
import type { noScriptCopy } from "./noScript";
import type { processIntro, processSteps } from "./process";
import type { serviceLineLabels } from "./serviceLines";
import type { services, servicesIntro } from "./services";
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
import type { whyCards, whyIntro } from "./why";

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
  hero: typeof hero;
  consoleCopy: typeof consoleCopy;
  consoleLines: typeof consoleLines;
  featuredWork: typeof featuredWork;
  insightsTeaser: typeof insightsTeaser;
  about: typeof about;
  servicesIntro: typeof servicesIntro;
  services: typeof services;
  processIntro: typeof processIntro;
  processSteps: typeof processSteps;
  whyIntro: typeof whyIntro;
  whyCards: typeof whyCards;
  faqIntro: typeof faqIntro;
  assistantIntro: typeof assistantIntro;
  assistantCopy: typeof assistantCopy;
  measuredCopy: typeof measuredCopy;
  noScriptCopy: typeof noScriptCopy;
  contactContent: typeof contactContent;
  contactNextSteps: typeof contactNextSteps;
  availabilityText: typeof availabilityText;
  contactFormContent: typeof contactFormContent;
  messageCounterText: typeof messageCounterText;
  handOffText: typeof handOffText;
  contactOutcomeContent: typeof contactOutcomeContent;
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
