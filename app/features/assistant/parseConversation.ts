import type { ChatEntry } from "./chatStore";
import type { AnswerContext, AnswerLink, Topic } from "./engine/types";

/*
 * A conversation saved in session storage, read back. It comes with the
 * engine's code, not with the page: see restoreConversation in chatStore.
 */
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
export function parseConversation(
  json: string | null,
  max: number,
): ChatEntry[] {
  if (!json) return [];
  try {
    const data: unknown = JSON.parse(json);
    if (!Array.isArray(data)) return [];
    return data
      .flatMap((item: unknown): Omit<ChatEntry, "id" | "isPending">[] => {
        if (typeof item !== "object" || item === null) return [];
        const { role, text, links, topics, context } = item as Record<
          string,
          unknown
        >;
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
          },
        ];
      })
      .slice(-max)
      .map((entry, index) => ({
        ...entry,
        id: `m${index}`,
        isPending: false,
      }));
  } catch {
    return [];
  }
}
