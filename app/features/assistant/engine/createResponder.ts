import { askEndpoint, type EndpointOptions } from "./askEndpoint";
import {
  type AnswerOptions,
  type Assistant,
  limitWords,
} from "./createAssistant";
import { citesOnlyKnownTargets } from "./grounding";
import type { Answer, AnswerContext, ChatTurn } from "./types";

export type Reply = Answer & { source: "content" | "endpoint" };

export type Responder = (
  question: string,
  history: readonly ChatTurn[],
  previous?: AnswerContext,
) => Promise<Reply>;

export type ResponderOptions = EndpointOptions & {
  assistant: Assistant;
  /** Unset: content answers only, and no network request at all. */
  endpoint?: string;
  /** Pages and sections a cited link may point to, besides the answers' own. */
  extraTargets?: readonly string[];
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
 * Answers a question: from the endpoint when one is configured, it answers
 * and everything it cites exists on this site; else from the site's
 * content. The content answer's links go along either way, so the visitor
 * can check the source.
 */
export function createResponder({
  assistant,
  endpoint,
  extraTargets = [],
  now = () => new Date(),
  ...endpointOptions
}: ResponderOptions): Responder {
  const known = new Set([...assistant.knownTargets(), ...extraTargets]);
  return async (question, history, previous) => {
    const options: AnswerOptions = {
      now: now(),
      visitorTimeZone: visitorTimeZone(),
      ...(previous ? { previous } : {}),
    };
    const content = assistant.answer(question, options);
    if (!endpoint) return { ...content, source: "content" };
    const remote = await askEndpoint(
      endpoint,
      question,
      history,
      endpointOptions,
    );
    const isGrounded =
      remote !== null &&
      citesOnlyKnownTargets(remote.answer, remote.sources, known);
    return remote && isGrounded
      ? { ...content, text: limitWords(remote.answer), source: "endpoint" }
      : { ...content, source: "content" };
  };
}
