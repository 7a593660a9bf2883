import { useSyncExternalStore } from "react";
import {
  type ChatEntry,
  EMPTY_CONVERSATION,
  getConversation,
  subscribe,
} from "./chatStore";

/**
 * The conversation so far. The server snapshot is empty, so hydrating the
 * prerendered chat matches it; a saved conversation follows right after.
 */
export function useConversation(): readonly ChatEntry[] {
  return useSyncExternalStore(
    subscribe,
    getConversation,
    () => EMPTY_CONVERSATION,
  );
}
