import MiniSearch from "minisearch";
import { readingWords } from "~/content/assistantRules";
import { assistantStopwords } from "~/content/assistantVocabulary";
import type { Steps } from "./steps";
import type { Sense, Token } from "./types";

/**
 * How a question becomes what it names: words are normalised and stemmed,
 * the lexicon's phrases ("how much", "landing page", "kitne din") are read
 * as one term, and a word the lexicon does not know is mended to the
 * nearest word it does (a typo) by MiniSearch's fuzzy search, or left
 * unknown. What is left unknown counts against the answer's confidence.
 */

export type { Sense, Token } from "./types";

const STOPWORDS: ReadonlySet<string> = new Set(assistantStopwords);
const WORD = /[\p{L}\p{M}\p{N}₹%#]+(?:['’.][\p{L}\p{M}\p{N}]+)*/gu;
const LONGEST_PHRASE = 4;
/** "…for my bakery", "…for our NEET coaching batch": who it is for. */
const FOR_WHOM =
  / for (my|our|a|the) ([^ ]+ ){1,3}?(?=(and|so|but|can|could|do|does|will|is|are|kya|in|at)\b|$)/g;
/** "I'm a…", "we are a…", "I run a…", up to the request. */
const SELF_DESCRIPTION =
  / (im|i am|we are|were|i run|we run|i have|we have|i own|we own|i sell|we sell|mera|meri|hamara|hamari)( a| an| the)? ([^ ]+ ){1,8}?(?=(and|so|but|can|could|do|does|will|need|want|looking|is|are|kya)\b|$)/;
const POSSESSIVES: ReadonlySet<string> = new Set(readingWords.possessives);
const OF_WHAT: ReadonlySet<string> = new Set(readingWords.ofWhat);
const OWN_WORDS = readingWords.ownWords;
const PLACE_MARKERS: ReadonlySet<string> = new Set(readingWords.placeMarkers);

/** Lower case, accents off, apostrophes out. */
export function normalize(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "");
}

/**
 * A light English stemmer, so "pages" meets "page" and "designed" meets
 * "design": plurals, then -ing and -ed, then a final e.
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
    // "packaging" is not "packages".
    if (suffix === "ing" && result.endsWith("aging")) break;
    if (result.endsWith(suffix) && result.length - suffix.length >= 3) {
      result = result.slice(0, -suffix.length);
      break;
    }
  }
  if (result.endsWith("e") && result.length > 3) result = result.slice(0, -1);
  return result;
}

type Word = { raw: string; stem: string; isCapitalized: boolean };

/** The words of a text, as typed and as stems. Hyphens split words. */
export function words(text: string): Word[] {
  return (text.replace(/[-–—/]/g, " ").match(WORD) ?? []).map((raw) => ({
    raw,
    stem: stem(normalize(raw).replace(/\.$/, "")),
    isCapitalized: /^\p{Lu}/u.test(raw),
  }));
}

/** A phrase as the lexicon keys it. */
export function termKey(phrase: string): string {
  return words(phrase)
    .map((word) => word.stem)
    .join(" ");
}

export type Fuzzy = "minisearch" | "none";

export type Lexicon = {
  /** Reads a question as terms, phrases first. */
  read(question: string): Token[];
  /** How many concepts a term points to, for its weight. */
  spread(key: string): number;
};

/** Words indexed for mending typos per step of building the lexicon. */
const INDEX_STEP = 200;

/**
 * The lexicon: every term (a word or a phrase) and what it means. Built
 * once from the facts, the vocabulary and the content, in steps.
 */
export function* lexiconSteps(
  entries: ReadonlyMap<string, ReadonlySet<Sense>>,
  fuzzy: Fuzzy = "minisearch",
  /** The words of the terms as written, each with its stem. */
  surfaces: ReadonlyMap<string, string> = new Map(),
): Steps<Lexicon> {
  const byFirst = new Map<string, string[][]>();
  for (const key of entries.keys()) {
    const parts = key.split(" ");
    const [first] = parts;
    if (!first || parts.length < 2) continue;
    const list = byFirst.get(first) ?? [];
    list.push(parts);
    byFirst.set(first, list);
  }
  for (const list of byFirst.values()) {
    list.sort((a, b) => b.length - a.length);
  }

  // Every word of every term, for mending typos before terms are read.
  const vocabulary = new Set(
    [...entries.keys()].flatMap((key) => key.split(" ")),
  );
  const index = new MiniSearch<{ id: string }>({
    fields: ["id"],
    storeFields: [],
    tokenize: (text) => [text],
    processTerm: (term) => term,
  });
  const written = new Map(surfaces);
  for (const word of vocabulary)
    if (!written.has(word)) written.set(word, word);
  const indexed = [...written.keys()]
    .filter((word) => /^[a-z]{4,}$/.test(word))
    .map((id) => ({ id }));
  for (let start = 0; start < indexed.length; start += INDEX_STEP) {
    yield;
    index.addAll(indexed.slice(start, start + INDEX_STEP));
  }

  /** The known word a typo was meant to be, or null. */
  function mend(typed: string): string | null {
    if (fuzzy === "none" || typed.length < 5 || !/^[a-z]+$/.test(typed)) {
      return null;
    }
    const word = typed;
    // Two letters swapped ("qoute", "paymnet"): one slip, though Levenshtein
    // counts two.
    for (let i = 0; i < word.length - 1; i++) {
      const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
      const stemmed = written.get(swapped);
      if (stemmed) return stemmed;
    }
    const [best] = index.search(word, {
      fuzzy: word.length >= 7 ? 2 : 1,
      prefix: word.length >= 5,
      weights: { fuzzy: 1, prefix: 0.9 },
    });
    return best ? (written.get(best.id) ?? null) : null;
  }

  type Read = Word & { key: string; quality: number; isFiller: boolean };

  /** Each word as the lexicon knows it: itself, mended, filler or unknown. */
  function mendAll(list: readonly Word[]): Read[] {
    return list.map((word, i) => {
      const plain = normalize(word.raw);
      if (vocabulary.has(word.stem)) {
        const isStop = STOPWORDS.has(plain) && !entries.has(word.stem);
        return { ...word, key: word.stem, quality: 1, isFiller: isStop };
      }
      const previous = list[i - 1];
      const isPlace =
        word.isCapitalized &&
        previous !== undefined &&
        (PLACE_MARKERS.has(normalize(previous.raw)) ||
          (previous.isCapitalized && i > 1));
      if (
        STOPWORDS.has(plain) ||
        STOPWORDS.has(word.stem) ||
        isPlace ||
        /^\d+$/.test(plain)
      ) {
        return { ...word, key: word.stem, quality: 0, isFiller: true };
      }
      const mended = mend(plain) ?? mend(word.stem);
      return mended
        ? { ...word, key: mended, quality: 0.8, isFiller: false }
        : { ...word, key: word.stem, quality: 0, isFiller: false };
    });
  }

  function read(question: string): Token[] {
    const list = mendAll(words(question));
    // "I run a dental clinic in Lajpat Nagar, ...": who the visitor is. Its
    // words the lexicon does not know say nothing against the answer.
    const text = ` ${list.map((w) => normalize(w.raw)).join(" ")} `;
    // The words naming who it is for: unknown ones are context too.
    for (const match of text.matchAll(FOR_WHOM)) {
      const start = text.slice(0, match.index).split(" ").length;
      const length = match[0].trim().split(" ").length - 1;
      for (let i = start; i < Math.min(list.length, start + length); i++) {
        const word = list[i];
        if (word && !entries.has(word.key) && word.quality < 1) {
          list[i] = { ...word, isFiller: true };
        }
      }
    }
    // "…a video of my pressure cooker": after a preposition and "my", the
    // words the lexicon does not know name the visitor's own thing, up to
    // the first word it knows ("maintain our Magento store" asks of it).
    for (let i = 1; i < list.length; i++) {
      if (
        !POSSESSIVES.has(normalize(list[i]?.raw ?? "")) ||
        !OF_WHAT.has(normalize(list[i - 1]?.raw ?? ""))
      ) {
        continue;
      }
      for (let j = i + 1; j <= i + OWN_WORDS && j < list.length; j++) {
        const word = list[j];
        if (!word || (word.quality > 0 && !word.isFiller)) break;
        if (!word.isFiller) list[j] = { ...word, isFiller: true };
      }
    }
    const intro = SELF_DESCRIPTION.exec(text);
    if (intro) {
      const start = text.slice(0, intro.index).split(" ").length - 1;
      const length = intro[0].trim().split(" ").length;
      const verbs = intro[1]?.split(" ").length ?? 1;
      for (let i = start; i < Math.min(list.length, start + length); i++) {
        const word = list[i];
        const isVerb = i < start + verbs;
        if (word && (isVerb || (!entries.has(word.key) && word.quality < 1))) {
          list[i] = { ...word, isFiller: true };
        }
      }
    }
    const tokens: Token[] = [];
    for (let i = 0; i < list.length; i++) {
      const word = list[i];
      if (!word) continue;
      const phrase = byFirst
        .get(word.key)
        ?.find(
          (parts) =>
            parts.length <= LONGEST_PHRASE &&
            parts.every((part, offset) => list[i + offset]?.key === part),
        );
      const isOwn = POSSESSIVES.has(normalize(list[i - 1]?.raw ?? ""));
      if (phrase) {
        const parts = list.slice(i, i + phrase.length);
        const key = phrase.join(" ");
        const senses = [...(entries.get(key) ?? [])];
        tokens.push({
          key,
          raw: parts.map((w) => w.raw).join(" "),
          senses,
          quality: Math.min(...parts.map((w) => w.quality || 1)),
          // A phrase known to name nothing ("next month"): context.
          isFiller: senses.length === 0,
          length: phrase.length,
          ...(isOwn ? { isOwn } : {}),
        });
        i += phrase.length - 1;
        continue;
      }
      const senses = word.isFiller ? undefined : entries.get(word.key);
      // A word the lexicon knows only inside a phrase ("page" of "landing
      // page") names nothing on its own: it counts neither way.
      const isPartOfPhrase = !senses && vocabulary.has(word.key);
      tokens.push({
        key: word.key,
        raw: word.raw,
        senses: senses ? [...senses] : [],
        quality: senses ? word.quality : 0,
        isFiller: word.isFiller || isPartOfPhrase,
        ...(isOwn ? { isOwn } : {}),
      });
    }
    return tokens;
  }

  return {
    read,
    spread: (key) => entries.get(key)?.size ?? 0,
  };
}
