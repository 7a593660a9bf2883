import { useEffect, useRef } from "react";
import { whenIdle } from "~/effects/idle";
import { assistantCopy } from "~/content/assistant";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { askAssistant, retryFailed } from "./chatStore";
import { ChatMessage } from "./ChatMessage";
import { loadResponder, preloadEngine } from "./loadEngine";
import { QuestionForm } from "./QuestionForm";
import { SendToStudio } from "./SendToStudio";
import { SuggestedQuestions } from "./SuggestedQuestions";
import { useConversation } from "./useConversation";
import styles from "./AssistantChat.module.css";

const WELCOME = {
  role: "assistant",
  text: assistantCopy.welcome,
  links: [],
  isPending: false,
} as const;

/** Starts loading the answer engine; a failure shows when a question waits. */
function preload() {
  loadResponder().catch(() => {});
}

/**
 * The chat: a message log, suggested questions, the question box and the
 * hand-off to the contact form. It hydrates with the page; the answer
 * engine's code is fetched once the page has loaded and is idle (and kept,
 * so answers work offline from then on), or at once when the visitor
 * focuses the box, types or asks.
 */
export function AssistantChat() {
  const conversation = useConversation();
  const isReduced = usePrefersReducedMotion();
  const logRef = useRef<HTMLDivElement>(null);

  // When the page is first idle, wherever the visitor is on it: a visitor
  // who loses signal later can still ask. The code, that is; its index
  // and the index warms when the chat nears the viewport.
  const chatRef = useRef<HTMLDivElement>(null);
  useEffect(() => whenIdle(() => preloadEngine(chatRef.current)), []);

  useEffect(() => {
    const log = logRef.current;
    if (log && conversation.length > 0) log.scrollTop = log.scrollHeight;
  }, [conversation]);

  return (
    <div ref={chatRef} className={styles.chat}>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={assistantCopy.logLabel}
        // The log scrolls, so keyboard users must be able to reach it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.log}
      >
        <ol className={styles.messages}>
          <ChatMessage entry={WELCOME} />
          {conversation.map((entry) => (
            <ChatMessage
              key={`${entry.id}${entry.isPending ? "-pending" : ""}`}
              entry={entry}
              isAnimated={!isReduced}
              onRetry={retryFailed}
              onAsk={askAssistant}
            />
          ))}
        </ol>
      </div>
      <SuggestedQuestions onAsk={askAssistant} />
      <QuestionForm onAsk={askAssistant} onIntent={preload} />
      <SendToStudio conversation={conversation} />
    </div>
  );
}
