import type { ServiceLineId } from "~/content/types";

/** Where an answer points: a page, a home-page section or a legal text. */
export type AnswerLink = {
  label: string;
  to: string;
  /** Opens the services section on a tab (read by the Services section). */
  state?: { serviceTab: ServiceLineId };
};

/** What a question was about, for the summary handed to the contact form. */
export type Topic =
  | { kind: "service"; line: ServiceLineId; label: string }
  | { kind: "case-study"; id: string; label: string }
  | { kind: "subject"; label: string };

/**
 * What an answer was about, so a follow-up ("how much does it cost?",
 * "the second one") can refer back to it.
 */
export type AnswerContext = {
  /** The document the answer came from. */
  subjectId?: string;
  /** The documents a list answer named, in order. */
  items?: readonly string[];
};

export type Answer = {
  text: string;
  links: readonly AnswerLink[];
  topics: readonly Topic[];
  context?: AnswerContext;
};

/** One message of a conversation, as the summary and the endpoint see it. */
export type ChatTurn = {
  role: "visitor" | "assistant";
  text: string;
  topics?: readonly Topic[];
};
