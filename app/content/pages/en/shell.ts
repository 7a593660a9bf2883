import { errorCopy } from "../../errors";
import { legalTitles } from "../../legalIds";
import { serviceLineLabels } from "../../serviceLines";
import { footerLegalLinks, shellCopy } from "../../shell";
import {
  footerAbout,
  footerServiceLinks,
  footerUsefulLinks,
  headerLinks,
  site,
  siteMeta,
  themeToggleLabel,
} from "../../site";
import type { PageCopy, ShellWords } from "../../words";

/** The English shell: header, footer, dialogs and fallbacks. */
export const shellWords = {
  shellCopy,
  footerLegalLinks,
  site,
  headerLinks,
  footerServiceLinks,
  footerUsefulLinks,
  footerAbout,
  themeToggleLabel,
  siteMeta,
  legalTitles,
  errorCopy,
  serviceLineLabels,
} satisfies ShellWords;

/** The shell alone: pages that carry no words of their own. */
export const shellPageCopy: PageCopy = { lang: "en", words: shellWords };
