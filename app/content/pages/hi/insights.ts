import { insightsCopy } from "../../hi/insightsCopy";
import type { PageCopy } from "../../words";
import type { InsightsWords } from "../en/insights";
import { shellWords } from "./shell";

export const insightsWords: InsightsWords = {
  insightsCopy,
};

/** The Hindi list of articles' words and copy. */
export const insightsPageWords = { ...shellWords, ...insightsWords };
export const insightsPageCopy: PageCopy = {
  lang: "hi",
  words: insightsPageWords,
};
