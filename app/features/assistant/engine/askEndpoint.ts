import type { ChatTurn } from "./types";

/**
 * The seam for a real model, off by default.
 *
 * Build with `VITE_ASSISTANT_ENDPOINT=https://…` and each question is sent
 * there as `POST {"question": string, "history": [{role, text}]}` with
 * `Content-Type: application/json`; the reply must be JSON with a non-empty
 * `answer` string and may list the pages it draws on as `sources`
 * (site paths such as "/portfolio/hospital-registration" or "/Home#process").
 * Anything else (no answer within 8 s, a non-2xx status, non-JSON, an empty
 * answer, no network, or a source or link that is not on this site) and the
 * visitor gets the answer built from the site's content instead. The build
 * adds the endpoint's origin to the Content-Security-Policy's `connect-src`.
 * (`ASSISTANT_ENDPOINT` in createResponder.ts reads the setting.) This code
 * and the grounding check are loaded only when an endpoint is configured.
 */
export const ENDPOINT_TIMEOUT_MS = 8_000;
/** The most turns of the conversation sent along as history. */
export const HISTORY_TURNS = 10;
/** A reply longer than this is cut: the chat is no place for essays. */
export const MAX_REMOTE_ANSWER_LENGTH = 4_000;

export type EndpointOptions = {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

export type EndpointAnswer = { answer: string; sources: readonly string[] };

function answerOf(data: unknown): EndpointAnswer | null {
  if (typeof data !== "object" || data === null || !("answer" in data)) {
    return null;
  }
  const { answer } = data;
  if (typeof answer !== "string" || !answer.trim()) return null;
  const raw = "sources" in data ? data.sources : [];
  if (raw !== undefined && !Array.isArray(raw)) return null;
  const sources = (raw ?? []).filter(
    (source): source is string => typeof source === "string",
  );
  if (sources.length !== (raw ?? []).length) return null;
  return { answer: answer.trim().slice(0, MAX_REMOTE_ANSWER_LENGTH), sources };
}

/** The endpoint's answer, or `null` on any failure. Never throws. */
export async function askEndpoint(
  endpoint: string,
  question: string,
  history: readonly ChatTurn[],
  { fetchImpl = fetch, timeoutMs = ENDPOINT_TIMEOUT_MS }: EndpointOptions = {},
): Promise<EndpointAnswer | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  const request = (async () => {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({
        question,
        history: history
          .slice(-HISTORY_TURNS)
          .map(({ role, text }) => ({ role, text })),
      }),
      signal: controller.signal,
    });
    if (!response.ok) return null;
    return answerOf(await response.json());
  })().catch(() => null);
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
