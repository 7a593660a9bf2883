import { ASSISTANT_ENDPOINT } from "./askEndpoint";
import { createAssistant } from "./createAssistant";
import { createResponder, type Responder } from "./createResponder";
import { siteDocuments } from "./documents";

export { buildSummary } from "../buildSummary";

/** The home page's sections and the pages a link may name. */
const PAGES = [
  "/Home",
  "/portfolio",
  ...[
    "home",
    "about",
    "services",
    "process",
    "why",
    "contact",
    "assistant",
  ].map((id) => `/Home#${id}`),
];

/**
 * The answer engine as the chat loads it on demand: MiniSearch and the
 * index of this site's documents, in one chunk.
 */
export function createSiteResponder(): Responder {
  return createResponder({
    assistant: createAssistant(siteDocuments()),
    endpoint: ASSISTANT_ENDPOINT,
    extraTargets: PAGES,
  });
}
