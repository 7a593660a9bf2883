import {
  type AssistantOptions,
  assistantSteps,
} from "../engine/createAssistant";
import { createResponder, type Responder } from "../engine/createResponder";
import {
  articles,
  PAGES,
  type SiteEngine,
  startEngine,
} from "../engine/siteResponder";
import { finish, type Steps } from "../engine/steps";
import { createHindiAssistant } from "./createHindiAssistant";

export {
  buildSummary,
  markAssistantHandOff,
  parseConversation,
} from "../engine/siteResponder";

/**
 * The answer engine as a Hindi page loads it: the English engine's chunk,
 * and this one with the Hindi words and answers. Loaded only on Hindi pages.
 * The same shape as `engine/siteResponder.ts`, so the chat loads either.
 */

/** A question asked once ahead of the visitor's, and thrown away. */
export const WARM_UP_QUESTION = "मेरे क्लिनिक की वेबसाइट में कितना खर्च आएगा?";

export function* siteEngineSteps(
  options: Omit<AssistantOptions, "articles"> = {},
): Steps<SiteEngine> {
  const assistant = createHindiAssistant(
    yield* assistantSteps({ articles, ...options }),
  );
  // A model behind the endpoint answers in English: a Hindi page answers
  // from the content alone until the endpoint is told the page's language.
  const respond = createResponder({ assistant, extraTargets: PAGES });
  return { respond, warm: () => void assistant.answer(WARM_UP_QUESTION) };
}

export function createSiteResponder(
  options: Omit<AssistantOptions, "articles"> = {},
): Responder {
  return finish(siteEngineSteps(options)).respond;
}

export const startSiteEngine = () => startEngine(siteEngineSteps());
