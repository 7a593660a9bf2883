import { errorCopy } from "../../hi/errors";
import { legalTitles } from "../../hi/legalIds";
import { serviceLineLabels } from "../../hi/serviceLines";
import { footerLegalLinks, shellCopy } from "../../hi/shell";
import {
  footerAbout,
  footerServiceLinks,
  footerUsefulLinks,
  headerLinks,
  site,
  siteMeta,
  themeToggleLabel,
} from "../../hi/site";
import type { PageCopy, ShellWords } from "../../words";

/** The Hindi shell: header, footer, dialogs and fallbacks. */
export const shellWords: ShellWords = {
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
};

/** The shell alone: pages that carry no words of their own. */
export const shellPageCopy: PageCopy = { lang: "hi", words: shellWords };
