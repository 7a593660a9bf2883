import { SendHorizontal } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/Button/Button";
import { MAX_QUESTION_LENGTH } from "~/content/assistant";
import styles from "./AssistantChat.module.css";
import { useAssistantWords } from "./useAssistantWords";

type QuestionFormProps = {
  onAsk: (question: string) => void;
  /** The visitor is about to ask: start loading what answers need. */
  onIntent?: () => void;
};

/**
 * The question box. It is uncontrolled, so whatever the visitor typed
 * before the page's code ran is still there when it does. Input past the
 * limit is cut, and the hint under the box says so; an empty or blank
 * question is not sent.
 */
export function QuestionForm({ onAsk, onIntent }: QuestionFormProps) {
  const { assistantCopy } = useAssistantWords();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isCut, setIsCut] = useState(false);

  const cutToLimit = (input: HTMLInputElement) => {
    const isTooLong = input.value.length > MAX_QUESTION_LENGTH;
    if (isTooLong) input.value = input.value.slice(0, MAX_QUESTION_LENGTH);
    setIsCut(isTooLong);
  };

  // Text typed into the prerendered box before hydration.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !input.value) return;
    cutToLimit(input);
    onIntent?.();
  }, [onIntent]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const question = input.value.trim();
    if (!question) return;
    onAsk(question);
    input.value = "";
    setIsCut(false);
  };

  return (
    // method="dialog": before the page's code has run, pressing Enter does
    // nothing instead of reloading the page with the question in the URL.
    <form method="dialog" className={styles.form} onSubmit={handleSubmit}>
      <label htmlFor={`${id}-input`} className={styles.inputLabel}>
        {assistantCopy.inputLabel}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          onFocus={onIntent}
          onInput={(event) => {
            cutToLimit(event.currentTarget);
            onIntent?.();
          }}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={`${id}-hint`}
          className={styles.input}
        />
        <Button type="submit" className={styles.send}>
          <SendHorizontal aria-hidden="true" size={18} />
          {assistantCopy.sendLabel}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint} aria-live="polite">
        {isCut ? assistantCopy.cutHint : assistantCopy.limitHint}
      </p>
    </form>
  );
}
