import type { Responder } from "./engine/createResponder";
import type * as EngineModule from "./engine/siteResponder";

type Engine = typeof EngineModule;

let loading: Promise<Responder> | undefined;
let engine: Promise<Engine> | undefined;

function importEngine(): Promise<Engine> {
  engine ??= import("./engine/siteResponder").catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/**
 * The answer engine (MiniSearch and the site's index), loaded on first use:
 * when the visitor focuses the question box, types or asks. A failed load
 * is tried once more at once; if that fails too, it is forgotten, so the
 * next call (the chat's Retry) loads afresh.
 */
export function loadResponder(): Promise<Responder> {
  loading ??= importEngine()
    .catch(importEngine)
    .then((module) => module.createSiteResponder())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The summary "Send this to the studio" hands over, from the engine's chunk. */
export async function loadSummary(): Promise<Engine["buildSummary"]> {
  return (await importEngine()).buildSummary;
}
