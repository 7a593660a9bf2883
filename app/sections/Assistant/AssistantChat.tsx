import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { assistantCopy } from "./assistantCopy";
import { askAssistant } from "./chatStore";
import type { EarlyInput } from "./earlyInput";
import { ChatMessage } from "./ChatMessage";
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

export type AssistantChatProps = {
  /** Input the visitor gave the prerendered chat before this code ran. */
  earlyInput?: EarlyInput;
};

/**
 * The chat, inside the section's frame: a message log, suggested questions,
 * the question box and the hand-off to the contact form. Loaded on demand
 * with the answer engine (see DeferredChat); its prerendered HTML is the
 * empty chat.
 */
export function AssistantChat({ earlyInput }: AssistantChatProps) {
  const conversation = useConversation();
  const isReduced = usePrefersReducedMotion();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!earlyInput) return;
    earlyInput.markReady();
    for (const question of earlyInput.takeQuestions()) askAssistant(question);
  }, [earlyInput]);

  useEffect(() => {
    const log = logRef.current;
    if (log && conversation.length > 0) log.scrollTop = log.scrollHeight;
  }, [conversation]);

  return (
    <>
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
            />
          ))}
        </ol>
      </div>
      <SuggestedQuestions onAsk={askAssistant} />
      <QuestionForm onAsk={askAssistant} earlyInput={earlyInput} />
      <SendToStudio conversation={conversation} />
    </>
  );
}
