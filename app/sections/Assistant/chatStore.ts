import { ASSISTANT_ENDPOINT } from "~/lib/assistant/askEndpoint";
import {
  type Assistant,
  createAssistant,
} from "~/lib/assistant/createAssistant";
import {
  createResponder,
  type Responder,
  visitorTimeZone,
} from "~/lib/assistant/createResponder";
import { clampQuestion } from "~/lib/assistant/limits";
import type {
  Answer,
  AnswerLink,
  ChatTurn,
  Topic,
} from "~/lib/assistant/types";
import { prefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { assistantCopy } from "./assistantCopy";

export type ChatEntry = {
  id: string;
  role: "visitor" | "assistant";
  text: string;
  links: readonly AnswerLink[];
  topics: readonly Topic[];
  /** An answer still on its way: shown as a typing indicator. */
  isPending: boolean;
};

/** How long the typing indicator shows before a content answer appears. */
export const REPLY_DELAY_MS = 450;
/** The longest conversation kept; older messages drop off the top. */
export const MAX_ENTRIES = 60;
export const STORAGE_KEY = "kalam-studio:assistant";

export const EMPTY_CONVERSATION: readonly ChatEntry[] = [];

/*
 * The conversation lives at module level (and in sessionStorage), not in a
 * component: it survives route changes, and a reload within the session.
 */
let entries: readonly ChatEntry[] = restore();
let nextId = entries.length;
let queue: Promise<void> = Promise.resolve();
let assistant: Assistant | undefined;
let responder: Responder | undefined;
const listeners = new Set<() => void>();

const getAssistant = () => (assistant ??= createAssistant());
const getResponder = () =>
  (responder ??= createResponder({
    assistant: getAssistant(),
    endpoint: ASSISTANT_ENDPOINT,
  }));

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

function entryFrom(id: string, answer: Answer): ChatEntry {
  return {
    id,
    role: "assistant",
    text: answer.text,
    links: answer.links,
    topics: answer.topics,
    isPending: false,
  };
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
  return conversation.filter((entry) => !entry.isPending).map(toTurn);
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Adds the visitor's question and, in order, the assistant's answer.
 * Empty questions are dropped; long ones are cut to the limit. Questions
 * asked in quick succession are answered one after another, each answer
 * right below its question. Under reduced motion a content answer appears
 * at once, with no typing indicator.
 */
export function askAssistant(raw: string): void {
  const question = clampQuestion(raw);
  if (!question) return;
  const history = conversationTurns();
  const visitor: ChatEntry = {
    id: `m${nextId++}`,
    role: "visitor",
    text: question,
    links: [],
    topics: [],
    isPending: false,
  };
  const isReduced = prefersReducedMotion();

  if (isReduced && !ASSISTANT_ENDPOINT) {
    const answer = getAssistant().answer(question, {
      visitorTimeZone: visitorTimeZone(),
    });
    update([...entries, visitor, entryFrom(`m${nextId++}`, answer)]);
    return;
  }

  const pendingId = `m${nextId++}`;
  update([
    ...entries,
    visitor,
    {
      id: pendingId,
      role: "assistant",
      text: "",
      links: [],
      topics: [],
      isPending: true,
    },
  ]);
  const settle = (answer: Answer) =>
    update(
      entries.map((entry) =>
        entry.id === pendingId ? entryFrom(pendingId, answer) : entry,
      ),
    );
  queue = queue
    .then(async () => {
      const [reply] = await Promise.all([
        getResponder()(question, history),
        wait(isReduced ? 0 : REPLY_DELAY_MS),
      ]);
      settle(reply);
    })
    .catch(() =>
      settle({ text: assistantCopy.errorAnswer, links: [], topics: [] }),
    );
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
    const finished = conversation.filter((entry) => !entry.isPending);
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
  if (!isString(label) || !isString(to) || !to.startsWith("/")) return false;
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

/** A saved conversation, checked field by field: storage is input too. */
export function parseConversation(json: string | null): ChatEntry[] {
  if (!json) return [];
  try {
    const data: unknown = JSON.parse(json);
    if (!Array.isArray(data)) return [];
    return data
      .flatMap((item: unknown): Omit<ChatEntry, "id" | "isPending">[] => {
        if (typeof item !== "object" || item === null) return [];
        const { role, text, links, topics } = item as Record<string, unknown>;
        if ((role !== "visitor" && role !== "assistant") || !isString(text)) {
          return [];
        }
        return [
          {
            role,
            text,
            links: Array.isArray(links) ? links.filter(isLink) : [],
            topics: Array.isArray(topics) ? topics.filter(isTopic) : [],
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
