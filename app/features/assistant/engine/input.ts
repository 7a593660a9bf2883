import {
  offTopicPhrases,
  onTopicOverrides,
  silentPhrases,
} from "~/content/assistantRules";
import { assistantSteeringWords } from "~/content/assistantVocabulary";
import { termKey } from "./understand";

/**
 * What a question is before it is read: markup shown as text is read as
 * the words around it; a script other than Latin or Devanagari, a request
 * to change the assistant's rules, a request the site cannot serve (a
 * poem, a recipe, code) and a thing the site is silent on are told apart
 * by phrase tables in content (assistantRules, assistantVocabulary).
 */

/** Markup is read as the text around it: a script is no question. */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<[^>]*>?/g, " ");
}

/** Whether a question has letters, but none of the Latin script. */
export function isOtherScript(text: string): boolean {
  return (
    /\p{L}/u.test(text) &&
    !/\p{Script=Latin}/u.test(text) &&
    !/\p{Script=Devanagari}/u.test(text)
  );
}

const keysOf = (phrases: readonly string[]) =>
  phrases.map(termKey).filter(Boolean);
const STEERING = keysOf(assistantSteeringWords);
const OFF_TOPIC = keysOf(offTopicPhrases);
const ON_TOPIC = new Set(keysOf(onTopicOverrides));
const SILENT = keysOf(silentPhrases);

/** The question's stems, space-padded, for whole-phrase matching. */
export const phraseKeys = (stems: readonly string[]) => ` ${stems.join(" ")} `;

const names = (keys: string, phrases: readonly string[]) =>
  phrases.some((phrase) => keys.includes(` ${phrase} `));

/** "Ignore your rules and…": a request to change what it says. */
export const isSteering = (keys: string) => names(keys, STEERING);

/** A poem, a recipe, code: nothing a studio's site can answer. */
export const isOffTopic = (keys: string) =>
  names(keys, OFF_TOPIC) &&
  !keys
    .trim()
    .split(" ")
    .some((key) => ON_TOPIC.has(key));

/** A thing the site is silent on, though its words name a topic. */
export const isSilent = (keys: string) => names(keys, SILENT);
