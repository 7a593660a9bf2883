import { assistantCopy, MAX_QUESTION_LENGTH } from "~/content/assistant";
import { prefersReducedMotion } from "~/effects/motion";
import type {
  Answer,
  AnswerContext,
  AnswerLink,
  ChatTurn,
  Topic,
} from "./engine/types";
import type { Responder } from "./engine/createResponder";
import { loadResponder } from "./loadEngine";

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
let entries: readonly ChatEntry[] = restore();
let nextId = entries.length;
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
      const reply = await respond(question, history, contextBefore(id));
      settle(id, answerEntry(reply));
    } catch {
      settle(id, { text: assistantCopy.errorAnswer });
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

// Function declarations, not arrows: `restore()` runs at module load, above.
function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isLink(value: unknown): value is AnswerLink {
  if (typeof value !== "object" || value === null) return false;
  const { label, to, state } = value as Record<string, unknown>;
  if (!isString(label) || !isString(to) || !/^[/#]/.test(to)) return false;
  if (state === undefined) return true;
  const tab = (state as { serviceTab?: unknown } | null)?.serviceTab;
  return tab === "dev" || tab === "smm";
}

function isTopic(value: unknown): value is Topic {
  if (typeof value !== "object" || value === null) return false;
  const { kind, label, line, id } = value as Record<string, unknown>;
  if (!isString(label)) return false;
  if (kind === "service") return line === "dev" || line === "smm";
  if (kind === "case-study") return isString(id);
  return kind === "subject";
}

function contextOf(value: unknown): AnswerContext | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { subjectId, items, isUnlisted } = value as Record<string, unknown>;
  return {
    ...(isString(subjectId) ? { subjectId } : {}),
    ...(Array.isArray(items) && items.every(isString) ? { items } : {}),
    ...(isUnlisted === true ? { isUnlisted } : {}),
  };
}

/** A saved conversation, checked field by field: storage is input too. */
export function parseConversation(json: string | null): ChatEntry[] {
  if (!json) return [];
  try {
    const data: unknown = JSON.parse(json);
    if (!Array.isArray(data)) return [];
    return data
      .flatMap((item: unknown): Omit<ChatEntry, "id" | "isPending">[] => {
        if (typeof item !== "object" || item === null) return [];
        const { role, text, links, topics, context, suggestions } =
          item as Record<string, unknown>;
        if ((role !== "visitor" && role !== "assistant") || !isString(text)) {
          return [];
        }
        const saved = contextOf(context);
        return [
          {
            role,
            text,
            links: Array.isArray(links) ? links.filter(isLink) : [],
            topics: Array.isArray(topics) ? topics.filter(isTopic) : [],
            ...(saved ? { context: saved } : {}),
            ...(Array.isArray(suggestions) && suggestions.every(isString)
              ? { suggestions: suggestions.slice(0, 3) }
              : {}),
          },
        ];
      })
      .slice(-MAX_ENTRIES)
      .map((entry, index) => ({
        ...entry,
        id: `m${index}`,
        isPending: false,
      }));
  } catch {
    return [];
  }
}

function restore(): readonly ChatEntry[] {
  try {
    return parseConversation(storage()?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}
