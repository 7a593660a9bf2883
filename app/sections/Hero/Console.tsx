import { Pause, Play } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { ConsoleLine } from "~/content/types";
import { useIsOnScreen } from "~/hooks/useIsOnScreen";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { useTypewriter } from "~/hooks/useTypewriter";
import { CONSOLE_TIMING } from "~/lib/constants";
import styles from "./Console.module.css";

type ConsoleProps = {
  lines: readonly ConsoleLine[];
  title: string;
  /** The name of the pause button ("Pause animation"). */
  pauseLabel: string;
};

const PROMPTS: Record<ConsoleLine["type"], string> = {
  cmd: "$",
  log: "›",
  success: "✓",
  note: "#",
};

export function Console({ lines, title, pauseLabel }: ConsoleProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const isOnScreen = useIsOnScreen(ref);
  const isReducedMotion = usePrefersReducedMotion();
  const [isPausedByVisitor, setIsPausedByVisitor] = useState(false);
  const { visible, isDone } = useTypewriter(
    lines.map((line) => line.text),
    {
      ...CONSOLE_TIMING,
      isStatic: isReducedMotion,
      // The first paint shows the whole session and it stays while it is
      // seen; the next round is typed once the visitor comes back to it.
      startsDone: true,
      loopsOnlyUnseen: true,
      isShown: isOnScreen,
      isPaused: isPausedByVisitor || !isOnScreen,
    },
  );

  const caretLine = visible.reduce(
    (last, text, index) => (text.length > 0 ? index : last),
    -1,
  );

  return (
    <figure
      ref={ref}
      className={styles.console}
      aria-labelledby={titleId}
      data-done={isDone ? "true" : "false"}
      data-paused={isPausedByVisitor ? "true" : "false"}
    >
      <div className={styles.chrome}>
        <span className={styles.dots} aria-hidden="true" />
        {/* Not a <figcaption>: that must be the figure's own child to name it. */}
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {/* Hidden by CSS with reduced motion: the same markup before and
            after the app starts, so nothing appears or goes after paint. */}
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={isPausedByVisitor}
          onClick={() => setIsPausedByVisitor((paused) => !paused)}
        >
          {isPausedByVisitor ? (
            <Play aria-hidden="true" size={16} />
          ) : (
            <Pause aria-hidden="true" size={16} />
          )}
          <span className="visually-hidden">{pauseLabel}</span>
        </button>
      </div>
      <ol className="visually-hidden">
        {lines.map((line, index) => (
          <li key={index}>{line.text}</li>
        ))}
      </ol>
      <div
        className={styles.screen}
        aria-hidden="true"
        data-testid="console-screen"
      >
        {lines.map((line, index) => {
          const shown = visible[index] ?? "";
          return (
            <p key={index} className={styles.line} data-type={line.type}>
              <span
                className={styles.prompt}
                data-hidden={shown ? "false" : "true"}
              >
                {PROMPTS[line.type]}
              </span>
              <span
                className={styles.typed}
                data-caret={index === caretLine ? "" : undefined}
              >
                {shown}
              </span>
              <span className={styles.ghost}>
                {line.text.slice(shown.length)}
              </span>
            </p>
          );
        })}
      </div>
    </figure>
  );
}
