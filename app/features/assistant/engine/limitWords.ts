import { MAX_ANSWER_WORDS } from "~/content/assistantAnswers";

/** At most `max` words: whole sentences where they fit. */
export function limitWords(text: string, max = MAX_ANSWER_WORDS): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(" ");
  let kept = "";
  for (const part of text.split(/(?<=[.!?:])\s+/)) {
    const next = kept ? `${kept} ${part}` : part;
    if (next.split(/\s+/).length > max) break;
    kept = next;
  }
  return kept || `${words.slice(0, max).join(" ")}…`;
}
