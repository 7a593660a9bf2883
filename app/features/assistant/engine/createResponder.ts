import type { EndpointOptions } from "./askEndpoint";
import {
  type AnswerOptions,
  type Assistant,
  limitWords,
} from "./createAssistant";
import type { Answer, AnswerContext, ChatTurn } from "./types";

/** The model endpoint the build names (`VITE_ASSISTANT_ENDPOINT`), if valid. */
export const ASSISTANT_ENDPOINT = validEndpoint(
  import.meta.env.VITE_ASSISTANT_ENDPOINT,
);

export function validEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:"
      ? url.toString()
      : undefined;
  } catch {
    return undefined;
  }
}

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
    const remote = await import("./remoteAnswer")
      .then(({ groundedAnswer }) =>
        groundedAnswer(endpoint, question, history, known, endpointOptions),
      )
      .catch(() => null);
    return remote
      ? { ...content, text: limitWords(remote), source: "endpoint" }
      : { ...content, source: "content" };
  };
}
