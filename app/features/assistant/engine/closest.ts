import { assistantReplies as replies } from "~/content/assistantAnswers";
import { composableAsks, generalAnswers } from "~/content/assistantRules";
import { abstain } from "./abstention";
import { answerAbout } from "./answerChoice";
import type { ContentIndex } from "./contentMatch";
import type { EngineState, Reading } from "./decision";
import { type Concept, type ConceptKind, contactLink } from "./knowledge";
import { limitWords } from "./limitWords";
import { best } from "./subject";
import type { Answer } from "./types";
import type { Token } from "./understand";

/** What may answer as the closest, most specific first. */
const CLOSEST_KINDS = [
  "case-study",
  "service",
  "step",
  "industry",
  "line",
  "topic",
  "article",
] as const;

const OFFERINGS: readonly ConceptKind[] = ["service", "line", "case-study"];

/** Whether a term names one of the site's offerings of `kinds`. */
export const namesOffering = (
  token: Token,
  { byId }: EngineState,
  kinds: readonly ConceptKind[] = OFFERINGS,
) =>
  token.quality >= 0.75 &&
  token.senses.some((sense) =>
    kinds.includes(byId.get(sense)?.kind ?? "topic"),
  );

/** A word no part of the site knows right beside an offering it names. */
function namesUnknownKind(tokens: readonly Token[], state: EngineState) {
  return tokens.some(
    (token, index) =>
      !token.isFiller &&
      token.senses.length === 0 &&
      [tokens[index - 1], tokens[index + 1]].some(
        (next) => next !== undefined && namesOffering(next, state),
      ),
  );
}

/**
 * Never deny what the site says: every "the site doesn't say" the engine
 * would give goes through here first. A concept the question names by its
 * own words answers, as the closest answer; else one whose words the
 * question's content words meet (contentMatch.ts); else the honest reply.
 */
export function createClosest(state: EngineState, contentIndex: ContentIndex) {
  const { byId } = state;

  /** A concept offered as the closest answer, with its link. */
  function offer(
    closest: Concept,
    reading: Reading,
    confidence: number,
  ): Answer {
    const { answer } = answerAbout(closest, reading, state);
    return {
      ...answer,
      text: replies.closest(limitWords(answer.text, 32)),
      links: [
        ...answer.links.filter((link) => link.to !== contactLink.to),
        contactLink,
      ],
      confidence,
      context: { ...answer.context, isClosest: true },
    };
  }

  /** The concept the question's content words meet, if any. */
  function match(text: string, reading: Reading): Concept | undefined {
    // A word mended from a typo counts as the word it was mended to.
    const mended = reading.tokens
      .filter((token) => token.quality > 0 && token.quality < 1)
      .map((token) => token.key);
    return contentIndex.closest(text, mended);
  }

  /** The closest answer by the content words, or the honest reply. */
  function abstainOrMatch(
    text: string,
    reading: Reading,
    scores: ReadonlyMap<string, number>,
    confidence: number,
    isService: boolean,
  ): Answer {
    const matched = match(text, reading);
    return matched
      ? offer(matched, reading, confidence)
      : abstain(scores, confidence, isService, state);
  }

  function closestOrAbstain(
    text: string,
    reading: Reading,
    scores: ReadonlyMap<string, number>,
    confidence: number,
    isService: boolean,
  ): Answer {
    // A service asked for in a word no part of the site knows, right beside
    // the service it qualifies ("Joomla websites?"): that word is what was
    // asked, and the honest reply stands.
    if (isService && namesUnknownKind(reading.tokens, state)) {
      return abstain(scores, confidence, isService, state);
    }
    const content = reading.tokens.filter((token) => !token.isFiller);
    const named = new Map<string, number>();
    for (const token of content) {
      if (token.quality < 0.75) continue;
      for (const sense of token.senses) {
        const concept = byId.get(sense);
        if (concept && concept.kind !== "not-offered") {
          named.set(sense, scores.get(sense) ?? 0);
        }
      }
    }
    // Else the studio's general answer to the kind of question asked.
    const general = composableAsks.flatMap((kind) => {
      const id = reading.asks.has(kind) ? generalAnswers[kind] : undefined;
      const concept = id ? byId.get(id) : undefined;
      return concept ? [concept] : [];
    });
    // (Of a service, only the price: a price is always a quote.)
    const closest =
      best(named, CLOSEST_KINDS, state) ??
      (isService && !reading.asks.has("price") ? undefined : general[0]);
    return closest
      ? offer(closest, reading, confidence)
      : abstainOrMatch(text, reading, scores, confidence, isService);
  }

  return { offer, match, abstainOrMatch, closestOrAbstain };
}
