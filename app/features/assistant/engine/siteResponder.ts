import { ASSISTANT_ENDPOINT } from "./askEndpoint";
import { createAssistant } from "./createAssistant";
import { createResponder, type Responder } from "./createResponder";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { insights } from "~/content/insights";
import { articlePath, INSIGHTS_PATH } from "~/lib/insightPaths";
import { articleDocument, siteDocuments } from "./documents";

export { buildSummary } from "../buildSummary";
export { markAssistantHandOff } from "~/effects/visit";

/** The home page's sections and the pages a link may name. */
const PAGES = [
  "/Home",
  "/portfolio",
  INSIGHTS_PATH,
  ...insights.map((article) => articlePath(article.slug)),
  ...Object.values(sectionIds).map(homeSectionPath),
];

/** The studio's articles, as documents the assistant can cite. */
const articleDocuments = insights.map((article) =>
  articleDocument({
    title: article.title,
    summary: article.summary,
    tags: article.tags,
    url: articlePath(article.slug),
  }),
);

/**
 * The answer engine as the chat loads it on demand: MiniSearch and the
 * index of this site's documents, in one chunk.
 */
export function createSiteResponder(): Responder {
  return createResponder({
    assistant: createAssistant([...siteDocuments(), ...articleDocuments]),
    endpoint: ASSISTANT_ENDPOINT,
    extraTargets: PAGES,
  });
}
