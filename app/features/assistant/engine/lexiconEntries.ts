import { assistantFacts as facts } from "~/content/assistantFacts";
import {
  assistantAsks,
  assistantDatePhrases,
  assistantTopicWords,
  assistantUnusedWords,
} from "~/content/assistantVocabulary";
import { services } from "~/content/services";
import { finish, type Steps } from "./steps";
import type { Sense } from "./understand";
import { normalize, termKey, words } from "./understand";

import type { ArticleInput, Concept } from "./knowledge";

/** Words that lean to "why choose us" but decide nothing alone. */
const WEAK_WHY = ["best", "better", "special", "unique", "trust", "different"];

/** The words that name each concept and each kind of question. */
/** The sense of a thing clients ask for that the site does not list. */
export const NOT_LISTED = "x:not-listed";

type Entries = {
  entries: Map<string, Set<Sense>>;
  surfaces: Map<string, string>;
};

/** Concepts whose words are read per step of building the entries. */
const CONCEPTS_PER_STEP = 12;

/** The entries in steps (steps.ts), each list of words its own. */
export function* lexiconEntrySteps(
  concepts: readonly Concept[],
  articles: readonly ArticleInput[] = [],
): Steps<Entries> {
  const entries = new Map<string, Set<Sense>>();
  const surfaces = new Map<string, string>();
  const add = (phrase: string, sense: Sense) => {
    const key = termKey(phrase);
    if (!key) return;
    for (const word of words(phrase)) {
      surfaces.set(normalize(word.raw), word.stem);
    }
    const senses = entries.get(key) ?? new Set<Sense>();
    senses.add(sense);
    entries.set(key, senses);
  };
  for (const [kind, phrases] of Object.entries(assistantAsks)) {
    for (const phrase of phrases) add(phrase, `a:${kind}`);
  }
  yield;
  for (const [id, phrases] of Object.entries(assistantTopicWords)) {
    for (const phrase of phrases) add(phrase, `topic:${id}`);
  }
  yield;
  for (const [line, phrases] of Object.entries(facts.lines)) {
    for (const phrase of phrases) add(phrase, `line:${line}`);
  }
  for (const service of services) add(service.tabLabel, `line:${service.id}`);
  for (const [index, concept] of concepts.entries()) {
    if (index % CONCEPTS_PER_STEP === 0) yield;
    if (concept.service) {
      add(concept.service.name, concept.id);
      for (const phrase of concept.service.synonyms) add(phrase, concept.id);
    }
    if (concept.industry) {
      add(concept.industry.name, concept.id);
      for (const phrase of concept.industry.synonyms) add(phrase, concept.id);
    }
    if (concept.study) {
      add(concept.study.client, concept.id);
      for (const phrase of facts.caseStudies[
        concept.study.id as keyof typeof facts.caseStudies
      ] ?? []) {
        add(phrase, concept.id);
      }
    }
    if (concept.step) {
      const { id } = concept.step.step;
      for (const phrase of facts.processSteps[
        id as keyof typeof facts.processSteps
      ] ?? []) {
        add(phrase, concept.id);
      }
      const title = concept.step.step.title.toLowerCase();
      for (const phrase of [
        `${title} step`,
        `${title} phase`,
        `${title} stage`,
      ]) {
        add(phrase, concept.id);
      }
    }
  }
  yield;
  for (const fact of facts.notOffered) {
    for (const phrase of fact.synonyms) add(phrase, `not:${fact.id}`);
  }
  for (const phrase of facts.notListed) add(phrase, NOT_LISTED);
  // A date of the visitor's own plans, a word the site never uses: a term
  // that names nothing (never mended into one that does).
  for (const phrase of [...assistantDatePhrases, ...assistantUnusedWords]) {
    const key = termKey(phrase);
    if (!entries.has(key)) entries.set(key, new Set());
    for (const word of words(phrase)) {
      surfaces.set(normalize(word.raw), word.stem);
    }
  }
  add("discover", "step:discover");
  for (const phrase of WEAK_WHY) add(phrase, "~topic:why");
  for (const article of articles) {
    for (const tag of article.tags) add(tag, `article:${article.url}`);
    add(article.title, `article:${article.url}`);
  }
  return { entries, surfaces };
}

/** The entries, at once. */
export const lexiconEntries = (
  concepts: readonly Concept[],
  articles: readonly ArticleInput[] = [],
): Entries => finish(lexiconEntrySteps(concepts, articles));
