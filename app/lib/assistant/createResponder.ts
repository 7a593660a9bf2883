import { askEndpoint, type EndpointOptions } from "./askEndpoint";
import type { Assistant } from "./createAssistant";
import type { Answer, ChatTurn } from "./types";

export type Reply = Answer & { source: "content" | "endpoint" };

export type Responder = (
  question: string,
  history: readonly ChatTurn[],
) => Promise<Reply>;

export type ResponderOptions = EndpointOptions & {
  assistant: Assistant;
  /** Unset: content answers only, and no network request at all. */
  endpoint?: string;
  now?: () => Date;
};

/** The browser's IANA time zone, if it tells. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Answers a question: from the endpoint when one is configured and it
 * answers, else from the site's content. The content answer's links and
 * topics go along either way, so the visitor can check the source.
 */
export function createResponder({
  assistant,
  endpoint,
  now = () => new Date(),
  ...endpointOptions
}: ResponderOptions): Responder {
  return async (question, history) => {
    const content = assistant.answer(question, {
      now: now(),
      visitorTimeZone: visitorTimeZone(),
    });
    if (!endpoint) return { ...content, source: "content" };
    const remote = await askEndpoint(
      endpoint,
      question,
      history,
      endpointOptions,
    );
    return remote
      ? { ...content, text: remote, source: "endpoint" }
      : { ...content, source: "content" };
  };
}
