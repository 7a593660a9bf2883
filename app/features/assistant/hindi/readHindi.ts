import { romanize } from "./romanize";

/**
 * A question on a Hindi page, read into the words the engine knows:
 * Devanagari and Hinglish phrases from the Hindi vocabulary become their
 * English words, Hindi particles drop out, any other Devanagari word is
 * spelt in Latin letters, and Latin words, numbers and punctuation stay
 * as typed (the danda "।" ends a sentence like a full stop).
 */

const WORD = /([\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*)/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;

const keyOf = (text: string) => text.normalize("NFC").toLowerCase();

export function createHindiReader(
  phrases: Readonly<Record<string, string>>,
  stopwords: readonly string[],
): (question: string) => string {
  const vocabulary = new Map(
    Object.entries(phrases).map(([phrase, english]) => [
      keyOf(phrase).split(/\s+/).join(" "),
      english,
    ]),
  );
  const silent = new Set(stopwords.map(keyOf));
  const longest = Math.max(
    ...[...vocabulary.keys()].map((key) => key.split(" ").length),
  );

  return (question) => {
    // Alternating: separator, word, separator, word, ..., separator.
    const pieces = question.normalize("NFC").replace(/।/g, ".").split(WORD);
    const out: string[] = [pieces[0] ?? ""];
    let index = 1;
    while (index < pieces.length) {
      let matched = false;
      for (let length = longest; length >= 1 && !matched; length--) {
        const words: string[] = [];
        for (let n = 0; n < length; n++) {
          const word = pieces[index + 2 * n];
          // A phrase runs over spaces only, never over punctuation.
          const between = n > 0 ? pieces[index + 2 * n - 1] : " ";
          if (word === undefined || !/^\s+$/.test(between ?? "")) break;
          words.push(word);
        }
        if (words.length !== length) continue;
        const english = vocabulary.get(keyOf(words.join(" ")));
        if (english === undefined) continue;
        out.push(english, pieces[index + 2 * length - 1] ?? "");
        index += 2 * length;
        matched = true;
      }
      if (matched) continue;
      const word = pieces[index] ?? "";
      const after = pieces[index + 1] ?? "";
      if (!DEVANAGARI.test(word)) {
        out.push(word, after);
      } else if (silent.has(keyOf(word))) {
        out.push("", after);
      } else {
        out.push(romanize(word), after);
      }
      index += 2;
    }
    return out
      .join("")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ (?=[?.!,;:])/g, "")
      .trim();
  };
}
