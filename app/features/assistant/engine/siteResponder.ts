import { ASSISTANT_ENDPOINT } from "./askEndpoint";
import { type AssistantOptions, createAssistant } from "./createAssistant";
import { createResponder, type Responder } from "./createResponder";
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
  return createResponder({
    assistant: createAssistant({ articles, ...options }),
    endpoint: ASSISTANT_ENDPOINT,
    extraTargets: PAGES,
  });
}
