import { useEffect } from "react";

/**
 * What the visitor did in the prerendered chat before its code arrived:
 * questions asked (a suggestion pressed, the form sent) and text typed.
 * The chat takes them over once it is running, so nothing is lost on a
 * slow connection.
 */
export type EarlyInput = {
  /** Called by the chat once it runs; from then on it handles input itself. */
  markReady(): void;
  takeQuestions(): string[];
  takeDraft(): string;
  /** Whether the visitor was in the question box when the chat took over. */
  wasTyping(): boolean;
};

type EarlyState = {
  isReady: boolean;
  questions: string[];
  draft: string;
  isTyping: boolean;
};

export function createEarlyInput(): EarlyInput & { state: EarlyState } {
  const state: EarlyState = {
    isReady: false,
    questions: [],
    draft: "",
    isTyping: false,
  };
  return {
    state,
    markReady: () => {
      state.isReady = true;
    },
    takeQuestions: () => state.questions.splice(0),
    takeDraft: () => {
      const { draft } = state;
      state.draft = "";
      return draft;
    },
    wasTyping: () => state.isTyping,
  };
}

/**
 * Listens in the section's prerendered chat until the chat runs: a press on
 * a suggestion (`button[type=button]`) or a form submission is recorded as
 * a question and stopped here, so it is handled exactly once, later.
 *
 * The listeners sit on `window` in the capture phase: React's own listener
 * on the root stops events aimed at a part it has not hydrated yet, so a
 * listener on the section itself would never hear them.
 */
export function useEarlyInput(
  sectionId: string,
  early: ReturnType<typeof createEarlyInput>,
  isListening: boolean,
) {
  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!isListening || !section) return;
    const { state } = early;
    const isEarly = (event: Event): event is Event & { target: Element } =>
      !state.isReady &&
      event.target instanceof Element &&
      section.contains(event.target);

    const handleClick = (event: Event) => {
      if (!isEarly(event)) return;
      const button = event.target.closest("button");
      const question = button?.textContent?.trim();
      if (!button || button.type !== "button" || !question) return;
      event.stopPropagation();
      state.questions.push(question);
    };
    const handleSubmit = (event: Event) => {
      if (!isEarly(event) || !(event.target instanceof HTMLFormElement)) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const input = event.target.querySelector("input");
      const question = input?.value.trim();
      if (input && question) {
        state.questions.push(question);
        input.value = "";
      }
      state.draft = "";
    };
    const handleInput = (event: Event) => {
      if (isEarly(event) && event.target instanceof HTMLInputElement) {
        state.draft = event.target.value;
      }
    };
    const handleFocus = (event: Event) => {
      if (state.isReady) return;
      state.isTyping =
        event.target instanceof HTMLInputElement &&
        section.contains(event.target);
    };

    const listeners = [
      ["click", handleClick],
      ["submit", handleSubmit],
      ["input", handleInput],
      ["focusin", handleFocus],
    ] as const;
    for (const [name, listener] of listeners) {
      window.addEventListener(name, listener, { capture: true });
    }
    return () => {
      for (const [name, listener] of listeners) {
        window.removeEventListener(name, listener, { capture: true });
      }
    };
  }, [early, isListening, sectionId]);
}
