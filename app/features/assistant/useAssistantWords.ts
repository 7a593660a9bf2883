import {
  assistantCopy as englishCopy,
  assistantIntro as englishIntro,
} from "~/content/assistant";
import { faqIntro as englishFaqIntro } from "~/content/faqIntro";
import {
  assistantCopy as hindiCopy,
  assistantIntro as hindiIntro,
} from "~/content/hi/assistant";
import { faqIntro as hindiFaqIntro } from "~/content/hi/faqIntro";
import type { Lang } from "~/content/lang";
import { noScriptCopy as englishNoScript } from "~/content/noScript";
import { noScriptCopy as hindiNoScript } from "~/content/hi/noScript";
import type { Words } from "~/content/words";
import { useLang } from "~/hooks/useCopy";

type AssistantWords = Pick<
  Words,
  "assistantIntro" | "assistantCopy" | "faqIntro" | "noScriptCopy"
>;

/**
 * The assistant's own words in both languages: they come with its chunk,
 * which loads as the home page hydrates, so neither language's page
 * carries them up front.
 */
const assistantWords: Record<Lang, AssistantWords> = {
  en: {
    assistantIntro: englishIntro,
    assistantCopy: englishCopy,
    faqIntro: englishFaqIntro,
    noScriptCopy: englishNoScript,
  },
  hi: {
    assistantIntro: hindiIntro,
    assistantCopy: hindiCopy,
    faqIntro: hindiFaqIntro,
    noScriptCopy: hindiNoScript,
  },
};

/** The assistant's words in the page's language. */
export function useAssistantWords(): AssistantWords {
  return assistantWords[useLang()];
}
