import { assistantReplies as replies } from "~/content/assistantAnswers";
import type { Decision, EngineState } from "./decision";
import { ask, contactLink } from "./knowledge";
import { limitWords } from "./limitWords";
import type { Answer } from "./types";
import type { Token } from "./understand";

/**
 * Calibrated honesty. An answer's confidence is the share of the
 * question's words it accounts for; below the threshold the assistant says
 * plainly that the site does not say, points to the contact form with the
 * reply time and offers the closest real topics as questions to press.
 */

/**
 * The share of the question's words the decision accounts for. "Do you",
 * "can you make" ask whether; they name nothing. Words no concept knows
 * count fully against it; words that name another part of the site, half:
 * they were understood, not answered. A kind of question the answer did
 * not take up counts half.
 */
export function confidenceOf(
  decision: Decision,
  tokens: readonly Token[],
): number {
  if (decision.isCertain || decision.used.has("ordinal")) return 1;
  const request = ask("offer");
  const named = tokens.filter(
    (token) =>
      !token.isFiller &&
      !(token.senses.length === 1 && token.senses[0] === request),
  );
  let explained = 0;
  let against = 0;
  for (const token of named) {
    if (
      token.senses.some(
        (sense) =>
          decision.used.has(sense) ||
          (sense.startsWith("~") && decision.used.has(sense.slice(1))),
      )
    ) {
      explained += token.quality;
    } else if (token.senses.length === 0) {
      against += 1;
    } else {
      const isAsk = token.senses.every((sense) => sense.startsWith("a:"));
      explained += isAsk ? token.quality / 2 : 0;
      against += isAsk ? token.quality / 2 : 0.5;
    }
  }
  return explained + against === 0 ? 0 : explained / (explained + against);
}

/** The closest real topics, as questions the visitor can ask next. */
export function closestQuestions(
  scores: ReadonlyMap<string, number>,
  { byId }: EngineState,
): string[] {
  return [...scores]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([id]) => {
      const concept = byId.get(id);
      return concept && concept.kind !== "not-offered"
        ? [concept.suggestion]
        : [];
    })
    .filter((question, index, all) => all.indexOf(question) === index)
    .slice(0, 3);
}

/** The honest "the site doesn't say" (or, of a service, "doesn't list"). */
export function abstain(
  scores: ReadonlyMap<string, number>,
  confidence: number,
  isService: boolean,
  state: EngineState,
): Answer {
  const suggestions = closestQuestions(scores, state);
  return {
    text: limitWords(isService ? replies.notListed : replies.unlisted),
    links: [contactLink],
    topics: [],
    confidence,
    ...(suggestions.length > 0 ? { suggestions } : {}),
    context: { isUnlisted: true },
  };
}
