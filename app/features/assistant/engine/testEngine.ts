import { composableAsks } from "~/content/assistantRules";
import { createEngineState, type Reading } from "./decision";
import { ask } from "./knowledge";
import { normalize, words } from "./understand";

/** The site's engine state, built once for a test file. */
export const state = createEngineState();

/** A question read as the engine reads it. */
export function reading(question: string): Reading {
  const tokens = state.lexicon.read(question);
  return {
    tokens,
    asks: new Set(
      composableAsks.filter((kind) =>
        tokens.some((token) => token.senses.includes(ask(kind))),
      ),
    ),
    rawWords: words(question).map((word) => normalize(word.raw)),
  };
}

/** A concept of the site, by id; fails loudly when it is gone. */
export function concept(id: string) {
  const found = state.byId.get(id);
  if (!found) throw new Error(`No concept ${id}`);
  return found;
}

/** A service's concept, by the name the services section gives it. */
export function serviceNamed(name: string) {
  const found = state.concepts.find(
    (c) => c.kind === "service" && c.service?.name === name,
  );
  if (!found) throw new Error(`No service ${name}`);
  return found;
}
