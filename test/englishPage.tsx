import type { ReactNode } from "react";
import { homeWords } from "~/content/pages/en/home";
import { insightsWords } from "~/content/pages/en/insights";
import { portfolioWords } from "~/content/pages/en/portfolio";
import { shellWords } from "~/content/pages/en/shell";
import type { PageCopy } from "~/content/words";
import { CopyContext } from "~/hooks/useCopy";

/** Every English word a page can carry: what a part finds on an English page. */
export const englishPageCopy: PageCopy = {
  lang: "en",
  words: { ...shellWords, ...homeWords, ...portfolioWords, ...insightsWords },
};

/** Renders a part as on an English page (its route gives the copy). */
export function EnglishPage({ children }: { children: ReactNode }) {
  return <CopyContext value={englishPageCopy}>{children}</CopyContext>;
}
