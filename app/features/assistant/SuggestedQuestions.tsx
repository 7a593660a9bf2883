import { useId } from "react";
import { assistantCopy } from "~/content/assistant";
import styles from "./AssistantChat.module.css";

type SuggestedQuestionsProps = { onAsk: (question: string) => void };

export function SuggestedQuestions({ onAsk }: SuggestedQuestionsProps) {
  const labelId = useId();
  return (
    <div className={styles.suggestions}>
      <p id={labelId} className={styles.suggestionsLabel}>
        {assistantCopy.suggestionsLabel}
      </p>
      <ul aria-labelledby={labelId} className={styles.suggestionList}>
        {assistantCopy.suggestedQuestions.map((question) => (
          <li key={question}>
            <button
              type="button"
              className={styles.suggestion}
              onClick={() => onAsk(question)}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
