import { MAX_QUESTION_LENGTH } from "~/content/assistant";
import { assistantReplies as replies } from "~/content/assistantAnswers";
import { type ComposableAsk, composableAsks } from "~/content/assistantRules";
import {
  assistantGreetings,
  assistantLoadWords,
  assistantSpeedAsks,
  assistantThanks,
} from "~/content/assistantVocabulary";
import { abstain, confidenceOf } from "./abstention";
import {
  engineStateSteps,
  type EngineState,
  hasSense,
  plain,
  type Reading,
} from "./decision";
import { decide } from "./decide";
import { hasOrdinal } from "./followUp";
import {
  isOffTopic,
  isOtherScript,
  isSilent,
  isSteering,
  phraseKeys,
  withoutMarkup,
} from "./input";
import { type ArticleInput, ask, contactLink, NOT_LISTED } from "./knowledge";
import { limitWords } from "./limitWords";
import { createClosest, namesOffering } from "./closest";
import { contentIndexSteps } from "./contentMatch";
import { combine, distinctAnswers, partsOf } from "./parts";
import { finish, type Steps } from "./steps";
import { scoresOf } from "./subject";
import type { Answer, AnswerContext } from "./types";
import {
  type Fuzzy,
  normalize,
  type Token,
  termKey,
  words,
} from "./understand";

export { limitWords };

export type AnswerOptions = {
  /** What the previous answer was about, for follow-ups. */
  previous?: AnswerContext;
  /** The moment "open now" is judged at; defaults to the current time. */
  now?: Date;
  /** The visitor's IANA time zone, to give opening times in their time. */
  visitorTimeZone?: string;
};

export type Assistant = {
  answer(question: string, options?: AnswerOptions): Answer;
  /** Every page and section an answer may point to. */
  knownTargets(): ReadonlySet<string>;
};

export type AssistantOptions = {
  /** Pages beyond the site's content (articles), as concepts. */
  articles?: readonly ArticleInput[];
  /** Below this confidence the assistant says the site does not say. */
  threshold?: number;
  /** How unknown words are mended (for measuring): MiniSearch's fuzzy or none. */
  fuzzy?: Fuzzy;
};

/**
 * The confidence below which the assistant says the site does not say,
 * chosen on the development questions (eval/assistant/questions.ts): see
 * docs/decisions/006-assistant.md for the sweep.
 */
export const CONFIDENCE_THRESHOLD = 0.55;

/** Offerings specific enough to be what a question asks for. */
const SPECIFIC = ["service", "case-study"] as const;
const POSSESSIVES: ReadonlySet<string> = new Set(["my", "our", "a", "the"]);

/**
 * Whether every unlisted thing the question names follows "for" (or "for
 * our"…) after an offering it names: what that offering is for, not what
 * is asked.
 */
function isOnlyPurpose(tokens: readonly Token[], state: EngineState) {
  let offering = false;
  return tokens.every((token, index) => {
    if (!token.senses.includes(NOT_LISTED)) {
      offering ||= namesOffering(token, state, SPECIFIC);
      return true;
    }
    let before = index - 1;
    while (before > 0 && POSSESSIVES.has(tokens[before]?.key ?? "")) before--;
    return offering && tokens[before]?.key === "for";
  });
}

const GREETINGS: ReadonlySet<string> = new Set(assistantGreetings);
const THANKS: ReadonlySet<string> = new Set(assistantThanks);
const SPEED_ASKS: ReadonlySet<string> = new Set(
  assistantSpeedAsks.map(termKey),
);
const LOAD_WORDS: ReadonlySet<string> = new Set(
  assistantLoadWords.map(termKey),
);

/**
 * "How fast will my site load?": beside a word of loading, "how fast" asks
 * what that word names (the site's speed), not how long the work takes.
 */
function readSpeed(tokens: readonly Token[]): Token[] {
  const load = tokens.find(
    (token) => LOAD_WORDS.has(token.key) && token.senses.length > 0,
  );
  if (!load) return [...tokens];
  return tokens.map((token) =>
    SPEED_ASKS.has(token.key) ? { ...token, senses: load.senses } : token,
  );
}

/**
 * The answer engine. A question is read as terms (understand.ts); each term
 * points to concepts of the site's content (knowledge.ts) and to kinds of
 * question (price, timeline, results...). The subject is picked
 * (subject.ts, followUp.ts) and answered for the kind asked (answerChoice.ts,
 * a table of kind x ask). Below the confidence threshold (abstention.ts)
 * the assistant says plainly that the site does not say, unless the
 * question names something the site covers: then it offers that, as the
 * closest answer, with its link. A long brief gets an answer per part
 * (parts.ts). Built in steps (steps.ts), so a page can build it in idle
 * moments; `createAssistant` builds it at once.
 */
export function* assistantSteps({
  articles = [],
  threshold = CONFIDENCE_THRESHOLD,
  fuzzy = "minisearch",
}: AssistantOptions = {}): Steps<Assistant> {
  const state = yield* engineStateSteps(articles, fuzzy);
  const { concepts, lexicon } = state;
  const targets = new Set(
    concepts.flatMap((concept) => concept.links.map((l) => l.to)),
  );
  targets.add(contactLink.to);
  const { offer, abstainOrMatch, closestOrAbstain, match } = createClosest(
    state,
    yield* contentIndexSteps(concepts),
  );

  function read(text: string): Reading {
    const tokens = readSpeed(lexicon.read(text));
    const asks = new Set<ComposableAsk>(
      composableAsks.filter((kind) => hasSense(tokens, ask(kind))),
    );
    const rawWords = words(text).map((word) => normalize(word.raw));
    return { tokens, asks, rawWords };
  }

  /** One question's answer. */
  function answerOne(text: string, options: AnswerOptions): Answer {
    const typed = words(text);
    const rawWords = typed.map((word) => normalize(word.raw));
    if (typed.length === 0) return plain(replies.help);
    const keys = phraseKeys(typed.map((word) => word.stem));
    if (isSteering(keys)) return plain(replies.steering, [contactLink], 0);
    if (isOtherScript(text)) {
      return plain(replies.otherScript, [contactLink], 0);
    }
    if (isOffTopic(keys)) return plain(replies.offTopic, [contactLink], 0);

    const reading = read(text);
    const { tokens, asks } = reading;
    const scores = scoresOf(tokens, state);
    if (isSilent(keys)) return abstain(scores, 0, false, state);
    const content = tokens.filter((token) => !token.isFiller);
    if (
      content.length === 0 &&
      !(hasOrdinal(rawWords) && options.previous?.items)
    ) {
      if (rawWords.some((word) => THANKS.has(word))) {
        return plain(replies.thanks, [contactLink]);
      }
      if (rawWords.some((word) => GREETINGS.has(word))) {
        return plain(replies.greeting);
      }
      // Words, but none that name anything: the site does not say.
      if (rawWords.length >= 3) {
        return abstainOrMatch(text, reading, new Map(), 0, false);
      }
      return plain(replies.help);
    }
    // A thing the site does not list ("Google Ads", "WordPress"): never
    // the nearest service it does list, unless it is only what an offering
    // the question names is for ("a 3D video for our Amazon listing").
    if (hasSense(tokens, NOT_LISTED) && !isOnlyPurpose(tokens, state)) {
      return abstain(scores, 0, true, state);
    }
    const isService = asks.has("price") || hasSense(tokens, ask("offer"));
    // Mostly words no part of the site knows: another language, or a
    // question the site cannot answer.
    const unknown = content.filter((token) => token.senses.length === 0);
    if (content.length >= 3 && unknown.length / content.length >= 0.6) {
      const matched = match(text, reading);
      if (matched) return offer(matched, reading, 0);
      return {
        ...abstain(scores, 0, false, state),
        text: limitWords(replies.unreadable),
      };
    }
    const previous = options.previous;
    const isFollowUpOfUnlisted =
      previous?.isUnlisted === true && scores.size === 0 && content.length <= 4;
    const decision = isFollowUpOfUnlisted
      ? null
      : decide(reading, scores, { ...options, text }, state);
    if (!decision) return closestOrAbstain(text, reading, scores, 0, isService);
    const confidence = confidenceOf(decision, tokens);
    if (confidence < threshold) {
      return closestOrAbstain(text, reading, scores, confidence, isService);
    }
    return { ...decision.answer, confidence };
  }

  function answer(question: string, options: AnswerOptions = {}): Answer {
    const text = withoutMarkup(question.slice(0, MAX_QUESTION_LENGTH)).trim();
    const parts = partsOf(text);
    if (parts.length < 2) return answerOne(text, options);
    // A long brief: an answer per part that the site answers, up to three.
    const answered = distinctAnswers(
      parts
        .map((part) => answerOne(part, options))
        .filter(
          (part) =>
            part.confidence >= threshold &&
            !part.context?.isUnlisted &&
            part.topics.length > 0,
        ),
    );
    return answered.length >= 2 ? combine(answered) : answerOne(text, options);
  }

  return { answer, knownTargets: () => targets };
}

export const createAssistant = (options: AssistantOptions = {}): Assistant =>
  finish(assistantSteps(options));
