import { whenIdle } from "~/effects/idle";
import { type AssistantOptions, assistantSteps } from "./createAssistant";
import {
  ASSISTANT_ENDPOINT,
  createResponder,
  type Responder,
} from "./createResponder";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { insights } from "~/content/insights";
import { articlePath, INSIGHTS_PATH } from "~/lib/insightPaths";
import { finish, inIdleSteps, type Steps } from "./steps";
import { ENGINE_READY_MARK } from "./types";

export { buildSummary } from "../buildSummary";
export { markAssistantHandOff } from "~/effects/visit";
export { parseConversation } from "../parseConversation";

/** The home page's sections and the pages a link may name. */
export const PAGES = [
  "/Home",
  "/portfolio",
  INSIGHTS_PATH,
  ...insights.map((article) => articlePath(article.slug)),
  ...Object.values(sectionIds).map(homeSectionPath),
];

/** The studio's articles, as pages the assistant can cite. */
export const articles = insights.map((article) => ({
  title: article.title,
  summary: article.summary,
  tags: article.tags,
  url: articlePath(article.slug),
}));

/** The responder, and `warm`: see `startEngine`. */
export type SiteEngine = { respond: Responder; warm: () => void };

/** A question asked once ahead of the visitor's, and thrown away. */
export const WARM_UP_QUESTION = "How much does a website for my clinic cost?";

/**
 * The answer engine as the chat loads it (the site's concepts, its lexicon
 * and MiniSearch, in one chunk), in steps. `warm` answers a question from
 * the content alone (never the endpoint) and discards it, so the first
 * real answer finds the code compiled and the date formatters made.
 */
export function* siteEngineSteps(
  options: Omit<AssistantOptions, "articles"> = {},
): Steps<SiteEngine> {
  const assistant = yield* assistantSteps({ articles, ...options });
  const respond = createResponder({
    assistant,
    endpoint: ASSISTANT_ENDPOINT,
    extraTargets: PAGES,
  });
  return { respond, warm: () => void assistant.answer(WARM_UP_QUESTION) };
}

export function createSiteResponder(
  options: Omit<AssistantOptions, "articles"> = {},
): Responder {
  return finish(siteEngineSteps(options)).respond;
}

/**
 * Builds an engine in the page's idle moments, a short step at a time (no
 * long task to hold up the page or the visitor), then warms it with one
 * answer at the idle moment after. `now()` finishes at once what is left,
 * for a question asked before it is ready. Marks `ENGINE_READY_MARK` once
 * warmed.
 */
export const startEngine = (steps: Steps<SiteEngine>) =>
  inIdleSteps(steps, ({ warm }) =>
    whenIdle(() => {
      warm();
      performance.mark(ENGINE_READY_MARK);
    }),
  );

export const startSiteEngine = () => startEngine(siteEngineSteps());
