import { briefParts } from "~/content/assistantRules";
import { MAX_ANSWER_WORDS } from "~/content/assistantAnswers";
import { limitWords } from "./limitWords";
import type { Answer, AnswerLink } from "./types";

/**
 * A long brief, read as several questions: "We need a website… and someone
 * to handle our Instagram… What would it cost?" gets an answer per part,
 * up to three, in one reply that stays within the answer's word limit.
 */

const JOINERS = new RegExp(
  `\\s(?:${[...briefParts.joiners]
    .sort((a, b) => b.length - a.length)
    .join("|")})\\s`,
  "giu",
);
/** Sentence ends, line breaks and numbered items ("1)", "2.", "3 -"). */
const BREAKS = /(?<=[.?!;])\s+|\n+|\s(?=\d[).:-]\s?\p{L})/u;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The parts of a question, or the question alone when it is short. */
export function partsOf(question: string): string[] {
  if (wordCount(question) < briefParts.minWords) return [question];
  const pieces = question
    .split(BREAKS)
    .flatMap((piece) => piece.split(JOINERS))
    .map((piece) => piece.replace(/^\s*\d[).:-]\s*/, "").trim())
    .filter(Boolean);
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts.at(-1);
    if (last !== undefined && wordCount(piece) < briefParts.minPartWords) {
      parts[parts.length - 1] = `${last} ${piece}`;
    } else {
      parts.push(piece);
    }
  }
  return parts;
}

/** Whether two answers say the same thing (the same subject or text). */
const isSame = (a: Answer, b: Answer) =>
  a.text === b.text ||
  (a.context?.subjectId !== undefined &&
    a.context.subjectId === b.context?.subjectId);

/** The answers worth giving: distinct, at most `briefParts.max`. */
export function distinctAnswers(answers: readonly Answer[]): Answer[] {
  const kept: Answer[] = [];
  for (const answer of answers) {
    if (kept.length >= briefParts.max) break;
    if (!kept.some((other) => isSame(other, answer))) kept.push(answer);
  }
  return kept;
}

/** A service's answer without the team's name: "Reels and posts: …". */
const compact = (text: string) => text.replace(/, from our [^:]+ team:/, ":");

/** One reply of several answers: each kept short, their links together. */
export function combine(answers: readonly Answer[]): Answer {
  const budget = Math.floor(MAX_ANSWER_WORDS / answers.length);
  const links: AnswerLink[] = [];
  for (const link of answers.flatMap((answer) => answer.links)) {
    if (
      !links.some((other) => other.to === link.to && other.label === link.label)
    ) {
      links.push(link);
    }
  }
  const [first] = answers;
  return {
    text: answers
      .map((answer) => limitWords(compact(answer.text), budget))
      .join(" "),
    links,
    topics: answers.flatMap((answer) => answer.topics),
    confidence: Math.min(...answers.map((answer) => answer.confidence)),
    ...(first?.context
      ? {
          context: {
            ...first.context,
            parts: answers.map((answer) => answer.context ?? {}),
          },
        }
      : {}),
  };
}
