import { insightsCopy } from "../../insightsCopy";
import type { PageCopy, Words } from "../../words";
import { shellWords } from "./shell";

/** The words of the articles' pages. */
export type InsightsWords = Pick<Words, "insightsCopy">;

export const insightsWords = {
  insightsCopy,
} satisfies InsightsWords;

/** The English articles' words and copy. */
export const insightsPageWords = { ...shellWords, ...insightsWords };
export const insightsPageCopy: PageCopy = {
  lang: "en",
  words: insightsPageWords,
};
