import { useId } from "react";
import styles from "./AssistantChat.module.css";
import { useAssistantWords } from "./useAssistantWords";

type SuggestedQuestionsProps = {
  onAsk: (question: string) => void;
  /** The questions; the chat's own by default. */
  questions?: readonly string[];
  /** What the list is: "Try asking" by default. */
  label?: string;
};

/** Questions the visitor can ask with one press, under a label. */
export function SuggestedQuestions({
  onAsk,
  questions: asked,
  label: named,
}: SuggestedQuestionsProps) {
  const { assistantCopy } = useAssistantWords();
  const questions = asked ?? assistantCopy.suggestedQuestions;
  const label = named ?? assistantCopy.suggestionsLabel;
  const labelId = useId();
  return (
    <div className={styles.suggestions}>
      <p id={labelId} className={styles.suggestionsLabel}>
        {label}
      </p>
      <ul aria-labelledby={labelId} className={styles.suggestionList}>
        {questions.map((question) => (
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
