import { type LegalId, legalTitles } from "./legalIds";
import { site } from "./site";

/** The site shell's own words: header, footer, dialogs and fallbacks. */
export const shellCopy = {
  skipLink: "Skip to content",
  backToTop: "Back to top",
  /** The spinner while an on-demand page loads. */
  loading: "Loading",
  header: {
    navLabel: "Main",
    /** The logo's mark beside the wordmark (hidden from screen readers). */
    logoMark: "K",
    menu: "Menu",
    cta: "Get Started",
  },
  footer: {
    about: "About",
    services: "Our Services",
    links: "Useful Links",
    contact: "Contact Info",
    copyright: (year: number) => `© ${year} ${site.name}. All rights reserved.`,
  },
  legal: {
    close: "Close",
    lastUpdated: (date: string) => `Last updated ${date}`,
  },
  /** What an unknown address shows without JavaScript. */
  notFound: {
    title: "Page not found",
    body: "There is nothing at this address.",
    homeLink: "Go to the home page",
  },
} as const;

/** The legal links at the foot of every page, each opening its text. */
export const footerLegalLinks = [
  { id: "terms", label: legalTitles.terms },
  { id: "privacy", label: legalTitles.privacy },
  // Short in the footer's row of links; the text's title says "statement".
  { id: "accessibility", label: "Accessibility" },
] as const satisfies readonly { id: LegalId; label: string }[];
