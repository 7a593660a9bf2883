import type { ComposableAsk } from "~/content/assistantRules";
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
  /** The concept the answer came from. */
  subjectId?: string;
  /** The concepts a list answer named, in order. */
  items?: readonly string[];
  /** The answer said the site does not say: a follow-up stays unlisted. */
  isUnlisted?: boolean;
  /**
   * What the answer told of its subject (its price, timeline, results...),
   * when it was not the subject's own answer: another language says the
   * same thing from the same facts.
   */
  ask?: ComposableAsk;
  /** Offered as the closest answer to a question the site does not answer. */
  isClosest?: boolean;
  /** A long brief's answer: what each part's answer was about. */
  parts?: readonly AnswerContext[];
};

export type Answer = {
  text: string;
  links: readonly AnswerLink[];
  topics: readonly Topic[];
  context?: AnswerContext;
  /**
   * How much of the question the answer accounts for, 0 to 1. Below the
   * engine's threshold the answer says the site does not say.
   */
  confidence: number;
  /** Questions about the closest real topics, offered as buttons. */
  suggestions?: readonly string[];
};

/** One message of a conversation, as the summary and the endpoint see it. */
export type ChatTurn = {
  role: "visitor" | "assistant";
  text: string;
  topics?: readonly Topic[];
};

/**
 * The performance mark the engine sets once it is built and warmed in the
 * page's idle moments: from then on the first answer is as quick as the
 * rest (tools such as `npm run eval:latency` wait for it).
 */
export const ENGINE_READY_MARK = "assistant-engine-ready";

/** What a lexicon term means: a concept, or a kind of question. */
export type Sense = string;

export type Token = {
  /** The term as the lexicon keys it (stemmed words, space-separated). */
  key: string;
  /** The words as the visitor typed them. */
  raw: string;
  senses: readonly Sense[];
  /** 1 for a known term, less for one reached through a typo. */
  quality: number;
  /** A stopword, a place name or a number: says nothing about the subject. */
  isFiller: boolean;
  /** Words in a phrase: a longer phrase is stronger evidence. */
  length?: number;
  /**
   * After "my", "our", "mera"…: the visitor's own business ("for my honey
   * brand"), not a case study of that kind.
   */
  isOwn?: boolean;
};
