import { assistantStopwords } from "~/content/assistantVocabulary";
import { faq } from "~/content/faq";
import { type LegalDocument, legalDocuments } from "~/content/legal";
import type { Concept } from "./knowledge";
import { finish, type Steps } from "./steps";
import { words } from "./understand";

/**
 * The last check before a "the site doesn't say": the question's content
 * words against the words of everything the assistant answers from (each
 * offering, case study, process step, industry, topic and article: its
 * name, its answer and the question a visitor would ask of it, and for a
 * topic the FAQ entry of the same name). A concept that shares the
 * question's rarer words, or a phrase of two words, is the closest answer.
 * Words every answer shares ("work", "site") weigh little, so a question
 * the site is silent on is still told so.
 */

const STOPWORDS: ReadonlySet<string> = new Set(assistantStopwords);

/** The least weight of shared words that makes a concept the closest. */
export const MIN_MATCH = 2.5;

type Document = {
  concept: Concept;
  /** Stems and pairs of everything it says. */
  keys: ReadonlySet<string>;
};

export type ContentIndex = {
  /** The concept sharing the most weight of the question's words, if enough. */
  closest(question: string, mended?: readonly string[]): Concept | undefined;
};

const isContent = (stem: string) => stem.length >= 3 && !STOPWORDS.has(stem);

/** The content stems of a text and its pairs of adjacent words. */
export function keysOf(text: string): Set<string> {
  const stems = words(text).map((word) => word.stem);
  const keys = new Set(stems.filter(isContent));
  stems.forEach((stem, index) => {
    const next = stems[index + 1];
    if (next) keys.add(`${stem} ${next}`);
  });
  return keys;
}

const legalText = ({ intro, sections }: LegalDocument) =>
  [
    intro,
    ...sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
    ]),
  ].join(". ");

/**
 * What the site says of a topic beyond its answer: the FAQ entry and the
 * legal text of the same name. (A case study's whole page, tried too, made
 * more wrong matches than it mended on the development questions.)
 */
function sourceText({ topicId }: Concept): string {
  const entry = faq.find((item) => item.id === topicId);
  const legal =
    topicId === "terms" || topicId === "privacy"
      ? legalText(legalDocuments[topicId])
      : "";
  return [entry ? `${entry.question} ${entry.answer}` : "", legal].join(". ");
}

const documentOf = (concept: Concept): Document => ({
  concept,
  keys: keysOf(
    `${concept.label}. ${concept.suggestion}. ${concept.reply}. ${sourceText(concept)}`,
  ),
});

/** Concepts whose words are read per step of building the index. */
const DOCUMENTS_PER_STEP = 12;

/** The index in steps (steps.ts). */
export function* contentIndexSteps(
  concepts: readonly Concept[],
): Steps<ContentIndex> {
  const documents: Document[] = [];
  for (const concept of concepts) {
    if (concept.kind === "not-offered") continue;
    if (documents.length % DOCUMENTS_PER_STEP === 0) yield;
    documents.push(documentOf(concept));
  }
  const frequency = new Map<string, number>();
  for (const { keys } of documents) {
    for (const key of keys) {
      frequency.set(key, (frequency.get(key) ?? 0) + 1);
    }
  }
  const weight = (key: string) =>
    Math.log(documents.length / (frequency.get(key) ?? documents.length));

  return {
    closest(question, mended = []) {
      const keys = keysOf(question);
      for (const key of mended) if (isContent(key)) keys.add(key);
      let best: { concept: Concept; score: number } | undefined;
      for (const { concept, keys: said } of documents) {
        let score = 0;
        for (const key of keys) if (said.has(key)) score += weight(key);
        if (score > (best?.score ?? 0)) best = { concept, score };
      }
      return best && best.score >= MIN_MATCH ? best.concept : undefined;
    },
  };
}

export const createContentIndex = (concepts: readonly Concept[]) =>
  finish(contentIndexSteps(concepts));
