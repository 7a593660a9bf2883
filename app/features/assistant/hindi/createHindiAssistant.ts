import { MAX_QUESTION_LENGTH } from "~/content/assistant";
import {
  assistantReplies,
  assistantSuggestions,
} from "~/content/assistantAnswers";
import { hiConcepts, hiSuggestions } from "~/content/hi/assistantAnswers";
import { hiPhrases, hiStopwords } from "~/content/hi/assistantVocabulary";
import type { Assistant } from "../engine/createAssistant";
import { siteConcepts } from "../engine/knowledge";
import { limitWords } from "../engine/limitWords";
import type { Answer } from "../engine/types";
import { createHindiReader } from "./readHindi";
import { type PlainReply, sayInHindi } from "./sayInHindi";

const PLAIN_REPLIES: readonly PlainReply[] = [
  "greeting",
  "thanks",
  "help",
  "unlisted",
  "notListed",
  "unreadable",
  "otherScript",
  "offTopic",
  "steering",
];

/** Each English suggestion's question, as a Hindi page asks it. */
export function hindiSuggestions(): ReadonlyMap<string, string> {
  const suggestions = new Map<string, string>();
  for (const [id, question] of Object.entries(assistantSuggestions.topics)) {
    const hindi = (hiSuggestions.topics as Readonly<Record<string, string>>)[
      id
    ];
    if (hindi) suggestions.set(question, hindi);
  }
  for (const concept of siteConcepts()) {
    const label = hiConcepts[concept.id]?.label;
    if (!label || suggestions.has(concept.suggestion)) continue;
    const hindi =
      concept.kind === "service" || concept.kind === "line"
        ? hiSuggestions.service(label)
        : concept.kind === "case-study"
          ? hiSuggestions.caseStudy(label)
          : concept.kind === "industry"
            ? hiSuggestions.industry(label)
            : concept.kind === "step"
              ? hiSuggestions.step(label)
              : undefined;
    if (hindi) suggestions.set(concept.suggestion, hindi);
  }
  return suggestions;
}

/**
 * The assistant on a Hindi page: a question in Devanagari, Hinglish or
 * English is read into the words the engine knows (readHindi.ts), the
 * engine answers it from the site's facts as it would in English, and the
 * answer is said in Hindi from the Hindi texts of the same facts
 * (sayInHindi.ts), with the same links, named in Hindi.
 */
export function createHindiAssistant(english: Assistant): Assistant {
  const read = createHindiReader(hiPhrases, hiStopwords);
  const plainReplies = new Map<string, PlainReply>(
    PLAIN_REPLIES.map((id) => [limitWords(assistantReplies[id]), id]),
  );
  // A suggestion button's question, asked in Hindi as the English one is.
  const suggestions = hindiSuggestions();

  function answer(
    ...[question, options = {}]: Parameters<Assistant["answer"]>
  ): Answer {
    const text = read(question.slice(0, MAX_QUESTION_LENGTH));
    const said = sayInHindi(
      english.answer(text, options),
      text,
      options,
      plainReplies,
    );
    return said.suggestions
      ? {
          ...said,
          suggestions: said.suggestions.map(
            (question) => suggestions.get(question) ?? question,
          ),
        }
      : said;
  }

  return { answer, knownTargets: () => english.knownTargets() };
}
