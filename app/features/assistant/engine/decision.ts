import type { ComposableAsk } from "~/content/assistantRules";
import {
  type ArticleInput,
  articleConcept,
  type Concept,
  siteConcepts,
} from "./knowledge";
import { lexiconEntrySteps } from "./lexiconEntries";
import { limitWords } from "./limitWords";
import type { Answer, AnswerLink } from "./types";
import { finish, type Steps } from "./steps";
import {
  type Fuzzy,
  lexiconSteps,
  type Lexicon,
  type Token,
} from "./understand";

/**
 * What every step of the engine shares: the site's concepts, by id, and
 * the lexicon that reads a question.
 */
export type EngineState = {
  concepts: readonly Concept[];
  byId: ReadonlyMap<string, Concept>;
  lexicon: Lexicon;
};

/**
 * The site's concepts (and articles') and the lexicon over their words, in
 * steps (steps.ts): a page builds them in idle moments.
 */
export function* engineStateSteps(
  articles: readonly ArticleInput[] = [],
  fuzzy: Fuzzy = "minisearch",
): Steps<EngineState> {
  const concepts = [...siteConcepts(), ...articles.map(articleConcept)];
  yield;
  const { entries, surfaces } = yield* lexiconEntrySteps(concepts, articles);
  return {
    concepts,
    byId: new Map(concepts.map((concept) => [concept.id, concept])),
    lexicon: yield* lexiconSteps(entries, fuzzy, surfaces),
  };
}

/** The same, at once. */
export const createEngineState = (
  articles: readonly ArticleInput[] = [],
  fuzzy: Fuzzy = "minisearch",
): EngineState => finish(engineStateSteps(articles, fuzzy));

/** A question as the engine reads it. */
export type Reading = {
  tokens: readonly Token[];
  asks: ReadonlySet<ComposableAsk>;
  /** The question's words, normalised, as typed. */
  rawWords: readonly string[];
};

/** What a decision used, to measure how much of the question it explains. */
export type Decision = {
  answer: Answer;
  /** The senses (concepts and asks) the answer accounts for. */
  used: ReadonlySet<string>;
  /** A plain "we don't do that": its words are the question's subject. */
  isCertain?: boolean;
};

/** An answer about nothing in particular (a greeting, help, a decline). */
export const plain = (
  text: string,
  links: readonly AnswerLink[] = [],
  confidence = 1,
): Answer => ({ text: limitWords(text), links, topics: [], confidence });

/** An answer about a concept: its own reply, or a text written about it. */
export function reply(
  concept: Concept,
  text: string = concept.reply,
  links: readonly AnswerLink[] = concept.links,
): Answer {
  return {
    text: limitWords(text),
    links,
    topics: [concept.topic],
    confidence: 1,
    context: {
      subjectId: concept.id,
      ...(concept.items ? { items: concept.items } : {}),
    },
  };
}

/** Whether any term of the question carries `sense`. */
export const hasSense = (tokens: readonly Token[], sense: string) =>
  tokens.some((token) => token.senses.includes(sense));

/** A decision that also accounts for `ids`. */
export const using = (decision: Decision, ...ids: string[]): Decision => ({
  ...decision,
  used: new Set([...decision.used, ...ids]),
});
