import {
  assistantOrdinals,
  assistantReferences,
} from "~/content/assistantVocabulary";
import { composableAsks } from "~/content/assistantRules";
import { answerAbout } from "./answerChoice";
import {
  type Decision,
  type EngineState,
  hasSense,
  type Reading,
  reply,
  using,
} from "./decision";
import { ask, type Concept } from "./knowledge";
import type { AnswerContext } from "./types";

const REFERENCES: ReadonlySet<string> = new Set(assistantReferences);

/** Whether the question points back ("it", "that", "woh"...). */
export const refersBack = (rawWords: readonly string[]) =>
  rawWords.some((word) => REFERENCES.has(word));

/** Whether a word of the question is an ordinal ("the second one"). */
export const hasOrdinal = (rawWords: readonly string[]) =>
  rawWords.some((word) => word in assistantOrdinals);

/** "The second one", after a list: that item, asked of. */
function ordinalFollowUp(
  reading: Reading,
  previous: AnswerContext,
  state: EngineState,
): Decision | null {
  const ordinal = reading.rawWords
    .map((word) => assistantOrdinals[word])
    .find((n) => n !== undefined);
  if (ordinal === undefined || !previous.items?.length) return null;
  const id = ordinal < 0 ? previous.items.at(-1) : previous.items[ordinal - 1];
  const concept = id ? state.byId.get(id) : undefined;
  return concept
    ? using(answerAbout(concept, reading, state), "ordinal")
    : null;
}

/**
 * A follow-up: a question that asks something of the previous answer's
 * subject ("how much does it cost?", "did it reduce late deliveries?",
 * "is that extra?"), or an item of its list. The subject stays the one
 * the conversation was about unless the question names another.
 */
export function followUp(
  reading: Reading,
  asked: Concept | undefined,
  previous: AnswerContext | undefined,
  state: EngineState,
): Decision | null {
  if (!previous) return null;
  const byOrdinal = ordinalFollowUp(reading, previous, state);
  if (byOrdinal) return byOrdinal;
  const before = previous.subjectId
    ? state.byId.get(previous.subjectId)
    : undefined;
  if (!before) return null;
  const { tokens, asks, rawWords } = reading;
  const content = tokens.filter((token) => !token.isFiller);
  const pointsBack = refersBack(rawWords);
  const isComposable = composableAsks.some((kind) => asks.has(kind));

  // "Is that extra?" after hosting: the topic's own answer says.
  if (
    before.answersPrice &&
    asks.has("price") &&
    !asked &&
    content.length <= 3
  ) {
    return {
      answer: reply(before),
      used: new Set([before.id, ask("price"), "topic:pricing"]),
    };
  }
  const isShort =
    content.length <= 3 && rawWords.length <= 6 && !rawWords.includes("your");
  const keepsSubject =
    !asked ||
    (pointsBack &&
      (!["case-study", "service", "step", "not-offered"].includes(asked.kind) ||
        (before.kind === "case-study" && asked.kind === "service")));
  if (
    before.kind !== "topic" &&
    (pointsBack || isShort) &&
    (isComposable || hasSense(tokens, "topic:languages")) &&
    keepsSubject
  ) {
    const decision = answerAbout(before, reading, state);
    const topics = tokens.flatMap((token) =>
      token.senses.filter((sense) => sense.startsWith("topic:")),
    );
    return using(decision, ...(asked ? [asked.id] : []), ...topics);
  }
  return null;
}

/** A kind of question asked of nothing named, pointing back: the subject. */
export function lastResort(
  reading: Reading,
  previous: AnswerContext | undefined,
  state: EngineState,
): Decision | null {
  const before = previous?.subjectId
    ? state.byId.get(previous.subjectId)
    : undefined;
  return before && refersBack(reading.rawWords)
    ? answerAbout(before, reading, state)
    : null;
}
