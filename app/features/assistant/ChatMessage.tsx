import { RotateCw } from "lucide-react";
import { memo, useId } from "react";
import { Button } from "~/components/Button/Button";
import { AnswerLinkView } from "./AnswerLinkView";
import { SuggestedQuestions } from "./SuggestedQuestions";
import type { ChatEntry } from "./chatStore";
import styles from "./AssistantChat.module.css";
import { useAssistantWords } from "./useAssistantWords";

type ChatMessageProps = {
  entry: Pick<
    ChatEntry,
    "role" | "text" | "links" | "isPending" | "hasFailed" | "suggestions"
  >;
  isAnimated?: boolean;
  onRetry?: () => void;
  /** Asks a suggested question. */
  onAsk?: (question: string) => void;
};

/**
 * One message, labelled (`aria-labelledby`) with who said it. Text is
 * rendered as text, so markup in a question shows as typed. A pending
 * answer is a typing indicator hidden from screen readers: the answer
 * replaces it as a new element, which the log then announces. An answer
 * whose code failed to load says so, with a Retry button.
 */
export const ChatMessage = memo(function ChatMessage({
  entry,
  isAnimated = false,
  onRetry,
  onAsk,
}: ChatMessageProps) {
  const { assistantCopy } = useAssistantWords();
  const authorId = useId();
  const author =
    entry.role === "visitor"
      ? assistantCopy.visitorLabel
      : assistantCopy.assistantLabel;
  if (entry.isPending) {
    return (
      <li
        className={styles.message}
        data-author={entry.role}
        aria-labelledby={authorId}
        aria-hidden
      >
        <p id={authorId} className={styles.author}>
          {author}
        </p>
        <span
          role="img"
          aria-label={assistantCopy.typingLabel}
          className={styles.typing}
          data-animated={isAnimated}
        >
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
      </li>
    );
  }
  return (
    <li
      className={styles.message}
      data-author={entry.role}
      data-state={entry.hasFailed ? "failed" : undefined}
      aria-labelledby={authorId}
    >
      <p id={authorId} className={styles.author}>
        {author}
      </p>
      <p className={styles.text}>{entry.text}</p>
      {entry.hasFailed && onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" size={18} />
          {assistantCopy.retryLabel}
        </Button>
      )}
      {entry.links.length > 0 && (
        <ul className={styles.links} aria-label={assistantCopy.linksLabel}>
          {entry.links.map((link) => (
            <li key={`${link.to}|${link.state?.serviceTab ?? ""}`}>
              <AnswerLinkView link={link} className={styles.link}>
                {link.label}
                <span aria-hidden="true">→</span>
              </AnswerLinkView>
            </li>
          ))}
        </ul>
      )}
      {entry.suggestions && onAsk && (
        <SuggestedQuestions
          onAsk={onAsk}
          questions={entry.suggestions}
          label={assistantCopy.suggestionsFor}
        />
      )}
    </li>
  );
});
