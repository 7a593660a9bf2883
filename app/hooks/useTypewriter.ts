import { useEffect, useState } from "react";

export type TypewriterTiming = {
  charDelayMs: number;
  linePauseMs: number;
  startDelayMs: number;
  loopRestartMs: number;
};

export type TypewriterOptions = TypewriterTiming & {
  /** Show everything at once and never move (reduced motion). */
  isStatic?: boolean;
  /** Stop the clock without losing the place (pause, off screen, hidden tab). */
  isPaused?: boolean;
  isLooping?: boolean;
  /**
   * Start with every line shown, as the prerendered page paints it, and
   * type the next round after the loop's pause (needs `isLooping`).
   */
  startsDone?: boolean;
  /**
   * Loop only while nobody watches: a finished round stays on screen, and
   * the next one starts from the top once the lines have been out of sight
   * (`isShown` went false) and come back. Nothing a visitor is reading ever
   * empties.
   */
  loopsOnlyUnseen?: boolean;
  /** Whether the lines can be seen now (on screen, in a visible tab). */
  isShown?: boolean;
};

type Position = { line: number; char: number; cycle: number };

const START: Position = { line: 0, char: 0, cycle: 0 };

/** The end of the last line: everything typed. */
function endOf(lines: readonly string[]): Position {
  const line = Math.max(lines.length - 1, 0);
  return { line, char: lines[line]?.length ?? 0, cycle: 0 };
}

/** Where the typing goes next, and after how long. */
function nextStep(
  position: Position,
  lengths: readonly number[],
  timing: TypewriterTiming,
  isLooping: boolean,
): { delay: number; next: Position } | null {
  const { line, char, cycle } = position;
  const length = lengths[line] ?? 0;
  if (line === 0 && char === 0) {
    const delay = cycle === 0 ? timing.startDelayMs : timing.charDelayMs;
    return { delay, next: { line: 0, char: 1, cycle } };
  }
  if (char < length) {
    return { delay: timing.charDelayMs, next: { line, char: char + 1, cycle } };
  }
  if (line < lengths.length - 1) {
    return {
      delay: timing.linePauseMs,
      next: { line: line + 1, char: 1, cycle },
    };
  }
  if (!isLooping) return null;
  return {
    delay: timing.loopRestartMs,
    next: { line: 0, char: 0, cycle: cycle + 1 },
  };
}

/**
 * Types `lines` character by character. Returns the visible part of every
 * line (empty for lines not reached yet) and whether the last line is done.
 */
export function useTypewriter(
  lines: readonly string[],
  {
    isStatic = false,
    isPaused = false,
    isLooping = true,
    startsDone = false,
    loopsOnlyUnseen = false,
    isShown = true,
    ...timing
  }: TypewriterOptions,
) {
  const [position, setPosition] = useState<Position>(() =>
    startsDone && isLooping ? endOf(lines) : START,
  );
  const [wasShown, setWasShown] = useState(isShown);
  const { charDelayMs, linePauseMs, startDelayMs, loopRestartMs } = timing;
  const lengthsKey = lines.map((line) => line.length).join(",");
  const lastIndex = lines.length - 1;
  const isDone =
    position.line === lastIndex &&
    position.char >= (lines[lastIndex]?.length ?? 0);

  // Out of sight after a finished round: the next round waits at the top.
  if (wasShown !== isShown) {
    setWasShown(isShown);
    if (!isShown && loopsOnlyUnseen && isLooping && isDone) {
      setPosition(START);
    }
  }

  useEffect(() => {
    if (isStatic || isPaused) return;
    if (loopsOnlyUnseen && isDone) return;
    const lengths = lengthsKey.split(",").map(Number);
    const step = nextStep(
      position,
      lengths,
      { charDelayMs, linePauseMs, startDelayMs, loopRestartMs },
      isLooping,
    );
    if (!step) return;
    const timer = window.setTimeout(() => setPosition(step.next), step.delay);
    return () => window.clearTimeout(timer);
  }, [
    position,
    lengthsKey,
    isStatic,
    isPaused,
    isLooping,
    loopsOnlyUnseen,
    isDone,
    charDelayMs,
    linePauseMs,
    startDelayMs,
    loopRestartMs,
  ]);

  if (isStatic) {
    return { visible: [...lines], isDone: true };
  }
  const visible = lines.map((text, index) => {
    if (index < position.line) return text;
    if (index === position.line) return text.slice(0, position.char);
    return "";
  });
  return { visible, isDone };
}
