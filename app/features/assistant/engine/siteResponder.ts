import { whenIdle } from "~/effects/idle";
import { type AssistantOptions, createAssistant } from "./createAssistant";
import {
  ASSISTANT_ENDPOINT,
  createResponder,
  type Responder,
} from "./createResponder";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { insights } from "~/content/insights";
import { articlePath, INSIGHTS_PATH } from "~/lib/insightPaths";

export { buildSummary } from "../buildSummary";
export { markAssistantHandOff } from "~/effects/visit";
export { parseConversation } from "../parseConversation";

/** The home page's sections and the pages a link may name. */
const PAGES = [
  "/Home",
  "/portfolio",
  INSIGHTS_PATH,
  ...insights.map((article) => articlePath(article.slug)),
  ...Object.values(sectionIds).map(homeSectionPath),
];

/** The studio's articles, as pages the assistant can cite. */
const articles = insights.map((article) => ({
  title: article.title,
  summary: article.summary,
  tags: article.tags,
  url: articlePath(article.slug),
}));

/**
 * The answer engine as the chat loads it: the site's concepts, its
 * lexicon and MiniSearch, in one chunk.
 */
export function createSiteResponder(
  options: Omit<AssistantOptions, "articles"> = {},
): Responder {
  return createSiteEngine(options).respond;
}

/** A question asked once ahead of the visitor's, and thrown away. */
export const WARM_UP_QUESTION = "How much does a website for my clinic cost?";

/**
 * The responder, and `warm`: answers a question from the content alone
 * (never the endpoint) and discards it, so the first real answer finds the
 * code compiled and the date formatters made.
 */
export function createSiteEngine(
  options: Omit<AssistantOptions, "articles"> = {},
): { respond: Responder; warm: () => void } {
  const assistant = createAssistant({ articles, ...options });
  const respond = createResponder({
    assistant,
    endpoint: ASSISTANT_ENDPOINT,
    extraTargets: PAGES,
  });
  return { respond, warm: () => void assistant.answer(WARM_UP_QUESTION) };
}

/** How near the viewport the chat is when its engine warms up. */
export const NEAR_VIEWPORT = "100% 0px";

/**
 * Readies the first answer while the visitor is on the way to the chat:
 * once `chat` nears the viewport, the index is built when the page is next
 * idle, and one answer is thrown away at the idle moment after, each its
 * own task. A visitor who focuses the box first builds it then instead.
 */
export function whenNear(
  chat: Element,
  load: () => Promise<{ warm: () => void }>,
): void {
  if (typeof IntersectionObserver !== "function") return;
  const observer = new IntersectionObserver(
    (seen) => {
      if (!seen.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => {
        load()
          .then(({ warm }) => whenIdle(warm))
          .catch(() => {});
      });
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(chat);
}
