import type { Responder } from "./engine/createResponder";

let loading: Promise<Responder> | undefined;

const importEngine = () => import("./engine/siteResponder");

/**
 * The answer engine (MiniSearch and the site's index), loaded on first use:
 * when the visitor focuses the question box, types or asks. A failed load
 * is tried once more at once; if that fails too, it is forgotten, so the
 * next call (the chat's Retry) loads afresh.
 */
export function loadResponder(): Promise<Responder> {
  loading ??= importEngine()
    .catch(importEngine)
    .then((engine) => engine.createSiteResponder())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
