import {
  ANSWER_DEADLINE_MS,
  assistantCopy,
  MAX_QUESTION_LENGTH,
} from "~/content/assistant";
import { prefersReducedMotion } from "~/effects/motion";
import type {
  Answer,
  AnswerContext,
  AnswerLink,
  ChatTurn,
  Topic,
} from "./engine/types";
import type { Responder } from "./engine/createResponder";
import { loadResponder, onEngineLoaded } from "./loadEngine";

export type ChatEntry = {
  id: string;
  role: "visitor" | "assistant";
  text: string;
  links: readonly AnswerLink[];
  topics: readonly Topic[];
  /** What an answer was about, for follow-up questions. */
  context?: AnswerContext;
  /** Questions about the closest real topics, after a "the site doesn't say". */
  suggestions?: readonly string[];
  /** An answer still on its way: shown as a typing indicator. */
  isPending: boolean;
  /** An answer the engine's code could not be loaded for: shown with Retry. */
  hasFailed?: boolean;
  /** The question a failed answer belongs to, asked again on Retry. */
  question?: string;
};

/** How long the typing indicator shows at least before an answer appears. */
export const REPLY_DELAY_MS = 450;
/**
 * The longest conversation kept (100 questions and their answers); older
 * messages drop off the top.
 */
export const MAX_ENTRIES = 200;
export const STORAGE_KEY = "kalam-studio:assistant";

export const EMPTY_CONVERSATION: readonly ChatEntry[] = [];

/*
 * The conversation lives at module level (and in sessionStorage), not in a
 * component: it survives route changes, and a reload within the session.
 */
let entries: readonly ChatEntry[] = EMPTY_CONVERSATION;
let nextId = 0;
let saved = readSaved();
let queue: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConversation(): readonly ChatEntry[] {
  return entries;
}

function update(next: readonly ChatEntry[]) {
  entries = next.slice(-MAX_ENTRIES);
  persist(entries);
  for (const listener of listeners) listener();
}

const toTurn = ({ role, text, topics }: ChatEntry): ChatTurn => ({
  role,
  text,
  topics,
});

/** The finished messages, as the summary and the endpoint take them. */
export function conversationTurns(
  conversation: readonly ChatEntry[] = entries,
): ChatTurn[] {
  return conversation
    .filter((entry) => !entry.isPending && !entry.hasFailed)
    .map(toTurn);
}

/** What the last answer before `id` was about. */
function contextBefore(id: string): AnswerContext | undefined {
  const index = entries.findIndex((entry) => entry.id === id);
  const before = index < 0 ? entries : entries.slice(0, index);
  return before.findLast(
    (entry) => entry.role === "assistant" && !entry.isPending,
  )?.context;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

function settle(id: string, patch: Partial<ChatEntry>) {
  update(
    entries.map((entry) =>
      entry.id === id ? { ...entry, isPending: false, ...patch } : entry,
    ),
  );
}

function answerEntry(answer: Answer): Partial<ChatEntry> {
  return {
    text: answer.text,
    links: answer.links,
    topics: answer.topics,
    hasFailed: false,
    ...(answer.context ? { context: answer.context } : {}),
    ...(answer.suggestions ? { suggestions: answer.suggestions } : {}),
  };
}

/** The answer, or a rejection once `ANSWER_DEADLINE_MS` has passed. */
function withinDeadline<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("The answer took too long")),
      ANSWER_DEADLINE_MS,
    );
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** Answers the pending entry `id`, after every question asked before it. */
function enqueue(id: string, question: string) {
  const history = conversationTurns();
  queue = queue.then(async () => {
    // The typing indicator shows a moment, unless more questions wait.
    const waiting = entries.filter((entry) => entry.isPending).length;
    const delay = prefersReducedMotion() || waiting > 1 ? 0 : REPLY_DELAY_MS;
    let respond: Responder;
    try {
      [respond] = await Promise.all([loadResponder(), wait(delay)]);
    } catch {
      settle(id, { text: assistantCopy.loadFailed, hasFailed: true, question });
      return;
    }
    try {
      const reply = await withinDeadline(
        respond(question, history, contextBefore(id)),
      );
      settle(id, answerEntry(reply));
    } catch {
      // An error, or an answer too slow: the honest fallback, at once.
      settle(id, {
        text: assistantCopy.errorAnswer,
        links: [assistantCopy.errorLink],
      });
    }
  });
}

/**
 * Adds the visitor's question and, in order, the assistant's answer.
 * Empty questions are dropped; long ones are cut to the limit. Questions
 * asked in quick succession are answered one after another, each answer
 * right below its question.
 */
export function askAssistant(raw: string): void {
  const question = raw.slice(0, MAX_QUESTION_LENGTH).trim();
  if (!question) return;
  const visitor: ChatEntry = {
    id: `m${nextId++}`,
    role: "visitor",
    text: question,
    links: [],
    topics: [],
    isPending: false,
  };
  const pending: ChatEntry = {
    id: `m${nextId++}`,
    role: "assistant",
    text: "",
    links: [],
    topics: [],
    isPending: true,
  };
  update([...entries, visitor, pending]);
  enqueue(pending.id, question);
}

/** Asks every question whose answer failed to load again, in order. */
export function retryFailed(): void {
  const failed = entries.filter((entry) => entry.hasFailed && entry.question);
  update(
    entries.map((entry) =>
      entry.hasFailed ? { ...entry, isPending: true, hasFailed: false } : entry,
    ),
  );
  for (const entry of failed) enqueue(entry.id, entry.question ?? "");
}

/** Starts over (and lets tests begin from a clean slate). */
export function resetConversation(): void {
  queue = Promise.resolve();
  nextId = 0;
  saved = undefined;
  update([]);
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function persist(conversation: readonly ChatEntry[]) {
  if (saved !== undefined) return;
  try {
    const finished = conversation.filter(
      (entry) => !entry.isPending && !entry.hasFailed,
    );
    if (finished.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(finished));
  } catch {
    // Storage full or blocked: the conversation still lives in memory.
  }
}

/**
 * The saved conversation as stored, read at start; it is parsed when the
 * engine's code arrives (it brings the parser), so the page carries no
 * parser up front. Until then nothing is saved over it.
 */
function readSaved(): string | undefined {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Puts the saved conversation above anything asked since the page loaded. */
export function restoreConversation(
  parse: (json: string | null, max: number) => readonly ChatEntry[],
): void {
  if (saved === undefined) return;
  const restored = parse(saved, MAX_ENTRIES).map((entry, index) => ({
    ...entry,
    id: `r${index}`,
  }));
  saved = undefined;
  if (restored.length > 0) update([...restored, ...entries]);
}

onEngineLoaded((engine) => restoreConversation(engine.parseConversation));
