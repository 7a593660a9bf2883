import { useEffect, useRef } from "react";
import { bringIntoView } from "~/effects/bringIntoView";
import { whenIdle } from "~/effects/idle";
import { reducedMotionQuery } from "~/effects/motion";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { askAssistant, retryFailed } from "./chatStore";
import { ChatMessage } from "./ChatMessage";
import type { Lang } from "~/content/lang";
import { preloadEngine, setEngineLanguage } from "./loadEngine";
import { QuestionForm } from "./QuestionForm";
import { SendToStudio } from "./SendToStudio";
import { SuggestedQuestions } from "./SuggestedQuestions";
import { useConversation } from "./useConversation";
import styles from "./AssistantChat.module.css";
import { useAssistantWords } from "./useAssistantWords";

/** The assistant's first message, in the page's language. */
function welcome(text: string) {
  return { role: "assistant", text, links: [], isPending: false } as const;
}

/**
 * The chat: a message log, suggested questions, the question box and the
 * hand-off to the contact form. It hydrates with the page; the answer
 * engine's code is fetched once the page has loaded and is idle (and kept,
 * so answers work offline from then on), or at once when the visitor
 * focuses the box, types or asks, and its index is built in the idle
 * moments after (a failure shows when a question waits).
 */
export function AssistantChat({ lang }: { lang: Lang }) {
  const { assistantCopy, noScriptCopy } = useAssistantWords();
  // Before any effect asks for the engine: the page's language picks it.
  setEngineLanguage(lang);
  const conversation = useConversation();
  const isReduced = usePrefersReducedMotion();
  const logRef = useRef<HTMLDivElement>(null);

  // When the page is first idle, wherever the visitor is on it: a visitor
  // who loses signal later can still ask, and the first answer is as quick
  // as the rest (the index is built, and warmed, in idle moments).
  useEffect(() => whenIdle(preloadEngine), []);

  // The log grows with the page (no inner box to scroll): when an answer
  // arrives, its first line is brought on screen below the header.
  const newest = conversation.at(-1);
  const answered =
    newest && newest.role === "assistant" && !newest.isPending
      ? newest.id
      : null;
  useEffect(() => {
    const answer = logRef.current?.querySelector("ol > li:last-child");
    if (answered === null || !answer) return;
    bringIntoView(answer, { isReduced: reducedMotionQuery().matches });
  }, [answered]);

  return (
    <div className={styles.chat}>
      {/* Without scripts the chat's controls are hidden (CSS) and this says why. */}
      <noscript>
        <p className={styles.noScript}>{noScriptCopy.assistant}</p>
      </noscript>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={assistantCopy.logLabel}
        className={styles.log}
      >
        <ol className={styles.messages}>
          <ChatMessage entry={welcome(assistantCopy.welcome)} />
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
      <QuestionForm onAsk={askAssistant} onIntent={preloadEngine} />
      <SendToStudio conversation={conversation} />
    </div>
  );
}
