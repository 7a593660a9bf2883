import { useId } from "react";
import { Link } from "react-router";
import { assistantCopy } from "./assistantCopy";
import type { ChatEntry } from "./chatStore";
import styles from "./AssistantChat.module.css";

type ChatMessageProps = {
  entry: Pick<ChatEntry, "role" | "text" | "links" | "isPending">;
  isAnimated?: boolean;
};

/**
 * One message, labelled (`aria-labelledby`) with who said it. Text is rendered as text, so
 * markup in a question shows as typed. A pending answer is a typing
 * indicator hidden from screen readers: the answer replaces it as a new
 * element, which the log then announces.
 */
export function ChatMessage({ entry, isAnimated = false }: ChatMessageProps) {
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
      aria-labelledby={authorId}
    >
      <p id={authorId} className={styles.author}>
        {author}
      </p>
      <p className={styles.text}>{entry.text}</p>
      {entry.links.length > 0 && (
        <ul className={styles.links} aria-label={assistantCopy.linksLabel}>
          {entry.links.map((link) => (
            <li key={`${link.to}|${link.state?.serviceTab ?? ""}`}>
              <Link to={link.to} state={link.state} className={styles.link}>
                {link.label}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
