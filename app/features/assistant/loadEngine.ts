import type { Lang } from "~/content/lang";
import { retryingImport } from "~/lib/retryingImport";
import type { Responder } from "./engine/createResponder";
import type * as SiteResponder from "./engine/siteResponder";

/** What the chat uses of an engine's module, in either language. */
type Engine = Pick<
  typeof SiteResponder,
  | "startSiteEngine"
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
 * types or asks, and built in the idle moments after. A failed load is
 * tried once more at once; if that fails too, it is forgotten, so the next
 * call (the chat's Retry) loads afresh.
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
  build = undefined;
}

const importEngine = () => importers[language]();

type Build = ReturnType<Engine["startSiteEngine"]>;

let build: Promise<Build> | undefined;

/** The engine's build, started (in idle steps) if it was not. */
function startBuild(): Promise<Build> {
  build ??= importEngine()
    .then((module) => module.startSiteEngine())
    .catch((error: unknown) => {
      build = undefined;
      throw error;
    });
  return build;
}

/** The engine, its build finished at once if it has not in idle moments. */
export function loadResponder(): Promise<Responder> {
  const started = startBuild();
  return started
    .then((steps) => steps.now().respond)
    .catch((error: unknown) => {
      if (build === started) build = undefined;
      throw error;
    });
}

/**
 * Fetches the engine's code ahead of the first question (when the page is
 * idle, or when the visitor focuses the box) and keeps it, so a question
 * asked after the connection drops is still answered; then builds its
 * index and warms it with one answer, in idle moments, so the first answer
 * is as quick as the rest.
 */
export function preloadEngine(): void {
  startBuild().catch(() => {});
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
