import { SendHorizontal } from "lucide-react";
import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Button } from "~/components/Button/Button";
import { clampQuestion, MAX_QUESTION_LENGTH } from "~/lib/assistant/limits";
import { assistantCopy } from "./assistantCopy";
import type { EarlyInput } from "./earlyInput";
import styles from "./AssistantChat.module.css";

type QuestionFormProps = {
  onAsk: (question: string) => void;
  /** What the visitor typed before this code ran, to carry on with. */
  earlyInput?: Pick<EarlyInput, "takeDraft" | "wasTyping">;
};

/**
 * The question box. Input past the limit is cut, and the hint under the box
 * says so; an empty or blank question is not sent.
 */
export function QuestionForm({ onAsk, earlyInput }: QuestionFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [isCut, setIsCut] = useState(false);

  useEffect(() => {
    if (!earlyInput) return;
    const draft = earlyInput.takeDraft();
    if (draft) {
      setValue(draft.slice(0, MAX_QUESTION_LENGTH));
      setIsCut(draft.length > MAX_QUESTION_LENGTH);
    }
    // The stand-in box the visitor was typing in has just been replaced.
    const hasLostFocus =
      !document.activeElement || document.activeElement === document.body;
    if (earlyInput.wasTyping() && hasLostFocus) inputRef.current?.focus();
  }, [earlyInput]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    const isTooLong = next.length > MAX_QUESTION_LENGTH;
    setValue(isTooLong ? next.slice(0, MAX_QUESTION_LENGTH) : next);
    setIsCut(isTooLong);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = clampQuestion(value);
    if (!question) return;
    onAsk(question);
    setValue("");
    setIsCut(false);
  };

  return (
    // method="dialog": before the chat's code has loaded, pressing Enter
    // does nothing instead of reloading the page with the question in it.
    <form method="dialog" className={styles.form} onSubmit={handleSubmit}>
      <label htmlFor={`${id}-input`} className={styles.inputLabel}>
        {assistantCopy.inputLabel}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          value={value}
          onChange={handleChange}
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
