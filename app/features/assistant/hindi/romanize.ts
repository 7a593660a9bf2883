/**
 * A Devanagari word in Latin letters, the way people type Hinglish
 * ("बनाते" → "banate", "कितने" → "kitne"), so that a Hindi word the Hindi
 * vocabulary does not list can still meet the Hinglish the engine reads.
 * Rough by design: it only has to land where a typist would.
 */

const CONSONANTS: Readonly<Record<string, string>> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
  ड़: "r",
  ढ़: "rh",
  क़: "q",
  ख़: "kh",
  ग़: "g",
  ज़: "z",
  फ़: "f",
};

const VOWELS: Readonly<Record<string, string>> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ee",
  उ: "u",
  ऊ: "oo",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
};

const SIGNS: Readonly<Record<string, string>> = {
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
};

/** Keyed in NFC, where a nukta letter is its base and the nukta. */
const CONSONANT_OF = new Map(
  Object.entries(CONSONANTS).map(([letter, latin]) => [
    letter.normalize("NFC"),
    latin,
  ]),
);

const VIRAMA = "्";
const NUKTA = "़";
const NASAL = new Set(["ं", "ँ"]);

/** The word spelt in Latin letters (lower case); other letters kept. */
export function romanize(word: string): string {
  const letters = [...word.normalize("NFC")];
  let out = "";
  for (let i = 0; i < letters.length; i++) {
    let letter = letters[i] ?? "";
    if (letters[i + 1] === NUKTA) {
      letter += NUKTA;
      i++;
    }
    const consonant = CONSONANT_OF.get(letter);
    if (consonant !== undefined) {
      const next = letters[i + 1] ?? "";
      if (next === VIRAMA) {
        out += consonant;
        i++;
      } else if (next in SIGNS) {
        out += consonant + SIGNS[next];
        i++;
      } else {
        // The inherent "a": silent at the end of a word, and between
        // syllables before a consonant with its own vowel ("कितने" is
        // "kitne"), as Hindi speaks it.
        const isLast = i === letters.length - 1 || !/\p{L}|\p{M}/u.test(next);
        const isMedial =
          out.length > 0 &&
          CONSONANT_OF.has(next) &&
          (letters[i + 2] ?? "") in SIGNS;
        out +=
          (isLast || isMedial) && out.length > 0 ? consonant : `${consonant}a`;
      }
    } else if (letter in VOWELS) {
      out += VOWELS[letter];
    } else if (NASAL.has(letter)) {
      out += "n";
    } else if (letter !== NUKTA && letter !== VIRAMA) {
      out += letter;
    }
  }
  return out.toLowerCase();
}
