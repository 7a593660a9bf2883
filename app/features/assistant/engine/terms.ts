import {
  assistantPhrases,
  assistantStopwords,
  assistantSynonyms,
} from "~/content/assistantVocabulary";

/**
 * How text becomes search terms, for the site's content and for questions
 * alike: one tokenizer, and a `processTerm` for each side. The index keeps
 * the site's own words (stemmed); a question's words are also mapped to the
 * site's words (synonyms, Hinglish, brand names, spellings). Typos are left
 * to MiniSearch's fuzzy search.
 */

const STOPWORDS: ReadonlySet<string> = new Set(assistantStopwords);
const SYNONYMS = new Map(Object.entries(assistantSynonyms));
/** Phrases by their first word, longest first. */
const PHRASES = new Map<string, { words: string[]; term: string }[]>();
for (const [phrase, term] of assistantPhrases) {
  const words = phrase.split(" ");
  const [first] = words;
  if (!first) continue;
  const list = PHRASES.get(first) ?? [];
  list.push({ words, term });
  list.sort((a, b) => b.words.length - a.words.length);
  PHRASES.set(first, list);
}

const WORD = /[\p{L}\p{M}\p{N}₹]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/** Lower case, accents off, apostrophes and hyphens out of words. */
function normalize(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/-/g, "");
}

/**
 * Splits text into words and reads the vocabulary's phrases ("how much",
 * "kitne din") as one word each.
 */
export function tokenize(text: string): string[] {
  const words = (text.match(WORD) ?? []).map(normalize).flatMap((word) =>
    // "₹999" is a price and a number.
    word.startsWith("₹") && word.length > 1 ? ["₹", word.slice(1)] : [word],
  );
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    const phrase = PHRASES.get(word)?.find(({ words: parts }) =>
      parts.every((part, offset) => words[i + offset] === part),
    );
    if (phrase) {
      tokens.push(phrase.term);
      i += phrase.words.length - 1;
    } else {
      tokens.push(word);
    }
  }
  return tokens;
}

/**
 * A light English stemmer, so "pages" meets "page" and "designed" meets
 * "designing": plurals, then -ing and -ed, then a final e.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let result = word;
  if (result.endsWith("ies") && result.length > 4) {
    result = `${result.slice(0, -3)}y`;
  } else if (result.endsWith("sses")) {
    result = result.slice(0, -2);
  } else if (result.endsWith("s") && !/(ss|us|is)$/.test(result)) {
    result = result.slice(0, -1);
  }
  for (const suffix of ["ing", "ed"]) {
    if (result.endsWith(suffix) && result.length - suffix.length >= 3) {
      result = result.slice(0, -suffix.length);
      break;
    }
  }
  if (result.endsWith("e") && result.length > 3) result = result.slice(0, -1);
  return result;
}

/**
 * A word of the site's content as the index keeps it: its stem, and the
 * word as written when that differs, so a typo of either form is mended by
 * fuzzy search.
 */
export function indexTerm(word: string): string[] | null {
  if (STOPWORDS.has(word)) return null;
  const stemmed = stem(word);
  return stemmed === word ? [word] : [stemmed, word];
}

/** The site's words that synonyms map to: searched exactly, never fuzzily. */
export const CANONICAL_TERMS: ReadonlySet<string> = new Set(
  [
    ...[...SYNONYMS.values()].flat(),
    ...assistantPhrases.map(([, term]) => term),
  ].map(stem),
);

/** The vocabulary's words by stem, for other forms of a word ("changed"). */
const SYNONYMS_BY_STEM = new Map(
  [...SYNONYMS].map(([word, value]) => [stem(word), value]),
);

/**
 * How a question's words are searched, given the terms in the index. A word
 * the vocabulary maps (in any of its forms, unless that form is the site's
 * own word) becomes the site's words for it; any other word is searched as
 * its stem and as typed. Fillers (English and Hinglish) are dropped.
 */
export function createQueryTerms(indexed: ReadonlySet<string>) {
  function mapped(word: string): readonly string[] | undefined {
    const value =
      SYNONYMS.get(word) ??
      (indexed.has(stem(word)) ? undefined : SYNONYMS_BY_STEM.get(stem(word)));
    return value === undefined ? undefined : [value].flat();
  }

  function queryTerm(word: string): string[] | null {
    const canonical = mapped(word);
    if (canonical !== undefined) {
      const terms = canonical.filter((term) => !STOPWORDS.has(term));
      return terms.length > 0 ? terms.map(stem) : null;
    }
    if (STOPWORDS.has(word)) return null;
    const stemmed = stem(word);
    // As typed too only when its stem is unknown: "landng" meets "landing".
    return indexed.has(stemmed) || stemmed === word
      ? [stemmed]
      : [stemmed, word];
  }

  /** The site's words a question maps to (no typo correction here). */
  function canonicalTerms(question: string): string[] {
    return tokenize(question).flatMap((word) => {
      const canonical = mapped(word);
      if (canonical !== undefined) return canonical.map(stem);
      return STOPWORDS.has(word) ? [] : [stem(word)];
    });
  }

  return { queryTerm, canonicalTerms };
}

/** The question's words, before any mapping: for references and ordinals. */
export function rawWords(question: string): string[] {
  return (question.match(WORD) ?? []).map(normalize);
}
