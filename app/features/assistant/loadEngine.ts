import type { Lang } from "~/content/lang";
import { retryingImport } from "~/lib/retryingImport";
import type { Responder } from "./engine/createResponder";
import type * as SiteResponder from "./engine/siteResponder";

/** What the chat uses of an engine's module, in either language. */
type Engine = Pick<
  typeof SiteResponder,
  | "createSiteEngine"
  | "whenNear"
  | "buildSummary"
  | "markAssistantHandOff"
  | "parseConversation"
>;

let onLoad: ((engine: Engine) => void) | undefined;
let loaded: Engine | undefined;

/** Runs `callback` with the engine's module once it has loaded (or now). */
export function onEngineLoaded(callback: (engine: Engine) => void): void {
  onLoad = callback;
  if (loaded) callback(loaded);
}

/**
 * The answer engine (MiniSearch and the site's concepts), loaded when the
 * page is first idle, or at once when the visitor focuses the question box,
 * types or asks. A failed load is tried once more at once; if that fails
 * too, it is forgotten, so the next call (the chat's Retry) loads afresh.
 */
const loadedAs = (engine: Engine): Engine => {
  loaded = engine;
  onLoad?.(engine);
  return engine;
};

/**
 * Each language's engine, its own chunk: a Hindi page loads the English
 * engine's chunk and the Hindi words and answers beside it; an English page
 * never loads the Hindi one.
 */
const importers: Readonly<Record<Lang, () => Promise<Engine>>> = {
  en: retryingImport(() => import("./engine/siteResponder").then(loadedAs)),
  hi: retryingImport(() => import("./hindi/hindiResponder").then(loadedAs)),
};

let language: Lang = "en";

/**
 * The language the page's assistant answers in (the page's own), set by
 * the assistant's section before anything loads. A change (a client-side
 * move to the other language's page) loads that language's engine anew.
 */
export function setEngineLanguage(lang: Lang): void {
  if (lang === language) return;
  language = lang;
  engine = undefined;
}

const importEngine = () => importers[language]();

type SiteEngine = ReturnType<Engine["createSiteEngine"]>;

let engine: Promise<SiteEngine> | undefined;

function loadSiteEngine(): Promise<SiteEngine> {
  engine ??= importEngine()
    .then((module) => module.createSiteEngine())
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

export function loadResponder(): Promise<Responder> {
  return loadSiteEngine().then(({ respond }) => respond);
}

/**
 * Fetches the engine's code ahead of the first question (when the page is
 * idle) and keeps it, so a question
 * asked after the connection drops is still answered. The index is built
 * (and one answer warms it) when `chat` nears the viewport, or on the
 * first question.
 */
export function preloadEngine(chat?: Element | null): void {
  importEngine()
    .then(({ whenNear }) => {
      if (chat) whenNear(chat, loadSiteEngine);
    })
    .catch(() => {});
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
