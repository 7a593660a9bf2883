import type {
  footerLegalLinks as enFooterLegalLinks,
  shellCopy as enShellCopy,
} from "../shell";
import type { Translation } from "../translation";
import { legalTitles } from "./legalIds";
import { site } from "./site";

export const shellCopy: Translation<typeof enShellCopy> = {
  skipLink: "मुख्य सामग्री पर जाएँ",
  backToTop: "ऊपर जाएँ",
  loading: "लोड हो रहा है",
  header: {
    navLabel: "मुख्य",
    // The logo's mark: the first letter of the studio's name, as it is written.
    logoMark: "K",
    menu: "मेन्यू",
    cta: "शुरू करें",
  },
  footer: {
    about: "हमारे बारे में",
    services: "हमारी सेवाएँ",
    links: "उपयोगी लिंक",
    contact: "संपर्क जानकारी",
    // The year as a year: never grouped like a count ("2,026").
    copyright: (year) => `© ${year} ${site.name}. सर्वाधिकार सुरक्षित।`,
  },
  legal: {
    close: "बंद करें",
    lastUpdated: (date) => `आख़िरी अपडेट: ${date}`,
  },
  notFound: {
    title: "पेज नहीं मिला",
    body: "इस पते पर कुछ नहीं है।",
    homeLink: "होम पेज पर जाएँ",
  },
};

export const footerLegalLinks: Translation<typeof enFooterLegalLinks> = [
  { id: "terms", label: legalTitles.terms },
  { id: "privacy", label: legalTitles.privacy },
  // Short in the footer's row of links; the text's title says "विवरण".
  { id: "accessibility", label: "सुलभता" },
];
