/**
 * The longest question the assistant takes. Longer input is cut to this
 * length (and the chat says so), never sent whole.
 */
export const MAX_QUESTION_LENGTH = 500;

/** A question as the assistant takes it: trimmed and cut to the limit. */
export function clampQuestion(raw: string): string {
  return raw.slice(0, MAX_QUESTION_LENGTH).trim();
}
