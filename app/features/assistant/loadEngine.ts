import { retryingImport } from "~/lib/retryingImport";
import type { Responder } from "./engine/createResponder";

/**
 * The answer engine (MiniSearch and the site's index), loaded on first use:
 * when the visitor focuses the question box, types or asks. A failed load
 * is tried once more at once; if that fails too, it is forgotten, so the
 * next call (the chat's Retry) loads afresh.
 */
const importEngine = retryingImport(() => import("./engine/siteResponder"));

let responder: Promise<Responder> | undefined;

export function loadResponder(): Promise<Responder> {
  responder ??= importEngine()
    .then((module) => module.createSiteResponder())
    .catch((error: unknown) => {
      responder = undefined;
      throw error;
    });
  return responder;
}

/**
 * What "Send this to the studio" needs, from the engine's chunk: the
 * summary it hands over, and the record of the hand-off for the enquiry's
 * attribution (so the page's own JavaScript carries neither).
 */
export async function loadHandOff() {
  const engine = await importEngine();
  return {
    buildSummary: engine.buildSummary,
    markAssistantHandOff: engine.markAssistantHandOff,
  };
}
