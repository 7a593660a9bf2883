import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSOLE_TIMING } from "~/lib/constants";
import { type TypewriterOptions, useTypewriter } from "./useTypewriter";

const LINES = ["ab", "xyz"] as const;

function typeLines(options: Partial<TypewriterOptions> = {}) {
  return renderHook(
    (props: Partial<TypewriterOptions>) =>
      useTypewriter(LINES, { ...CONSOLE_TIMING, ...props }),
    { initialProps: options },
  );
}

/**
 * Moves the clock a millisecond at a time, letting React commit and the hook
 * schedule its next timer in between, as it would in a browser.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useTypewriter", () => {
  it("uses the spec's timing: 22 ms a character, 350 ms between lines, 300 ms to start, 900 ms to loop", () => {
    expect(CONSOLE_TIMING).toEqual({
      charDelayMs: 22,
      linePauseMs: 350,
      startDelayMs: 300,
      loopRestartMs: 900,
    });
  });

  it("shows nothing until the 300 ms start delay has passed, then the first character", () => {
    const { result } = typeLines();
    expect(result.current.visible).toEqual(["", ""]);
    advance(299);
    expect(result.current.visible).toEqual(["", ""]);
    advance(1);
    expect(result.current.visible).toEqual(["a", ""]);
  });

  it("types each further character 22 ms after the one before", () => {
    const { result } = typeLines();
    advance(300);
    advance(21);
    expect(result.current.visible).toEqual(["a", ""]);
    advance(1);
    expect(result.current.visible).toEqual(["ab", ""]);
  });

  it("waits 350 ms after a finished line before typing the next", () => {
    const { result } = typeLines();
    advance(300 + 22); // "ab" complete
    advance(349);
    expect(result.current.visible).toEqual(["ab", ""]);
    expect(result.current.isDone).toBe(false);
    advance(1);
    expect(result.current.visible).toEqual(["ab", "x"]);
    advance(22);
    expect(result.current.visible).toEqual(["ab", "xy"]);
  });

  it("is done once the last character of the last line is typed", () => {
    const { result } = typeLines();
    advance(300 + 22 + 350 + 22);
    expect(result.current.isDone).toBe(false);
    advance(22);
    expect(result.current.visible).toEqual(["ab", "xyz"]);
    expect(result.current.isDone).toBe(true);
  });

  it("keeps the finished console for 900 ms, then starts typing again", () => {
    const { result } = typeLines();
    const untilDone = 300 + 22 + 350 + 22 + 22;
    advance(untilDone);
    advance(899);
    expect(result.current.visible).toEqual(["ab", "xyz"]);
    advance(1);
    expect(result.current.visible).toEqual(["", ""]);
    expect(result.current.isDone).toBe(false);
    // No second 300 ms start delay: the loop goes on at typing speed.
    advance(22);
    expect(result.current.visible).toEqual(["a", ""]);
  });

  it("stays finished when it does not loop, and leaves no timer behind", () => {
    const { result } = typeLines({ isLooping: false });
    advance(300 + 22 + 350 + 22 + 22);
    expect(result.current.isDone).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    advance(5000);
    expect(result.current.visible).toEqual(["ab", "xyz"]);
  });

  it("shows every line at once when static (reduced motion), with no timers", () => {
    const { result } = typeLines({ isStatic: true });
    expect(result.current.visible).toEqual(["ab", "xyz"]);
    expect(result.current.isDone).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    advance(5000);
    expect(result.current.visible).toEqual(["ab", "xyz"]);
  });

  it("shows everything at once when motion becomes reduced mid-way", () => {
    const { result, rerender } = typeLines();
    advance(300);
    expect(result.current.visible).toEqual(["a", ""]);
    rerender({ isStatic: true });
    expect(result.current.visible).toEqual(["ab", "xyz"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops typing while paused and carries on from the same place when resumed", () => {
    const { result, rerender } = typeLines();
    advance(300 + 22 + 350); // "ab", "x"
    expect(result.current.visible).toEqual(["ab", "x"]);

    rerender({ isPaused: true });
    expect(vi.getTimerCount()).toBe(0);
    advance(10_000);
    expect(result.current.visible).toEqual(["ab", "x"]);

    rerender({ isPaused: false });
    advance(21);
    expect(result.current.visible).toEqual(["ab", "x"]);
    advance(1);
    expect(result.current.visible).toEqual(["ab", "xy"]);
  });

  it("does not start while paused from the beginning", () => {
    const { result } = typeLines({ isPaused: true });
    advance(10_000);
    expect(result.current.visible).toEqual(["", ""]);
  });

  it("leaves no timer running after it unmounts", () => {
    const { unmount } = typeLines();
    advance(300 + 22);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps at most one timer at a time while typing", () => {
    typeLines();
    for (let step = 0; step < 20; step += 1) {
      advance(22);
      expect(vi.getTimerCount()).toBeLessThanOrEqual(1);
    }
  });

  it("can start with everything shown, then type the next round after the loop's pause", () => {
    const { result } = typeLines({ startsDone: true });
    expect(result.current).toEqual({ visible: ["ab", "xyz"], isDone: true });
    advance(CONSOLE_TIMING.loopRestartMs - 1);
    expect(result.current.visible).toEqual(["ab", "xyz"]);
    advance(1);
    expect(result.current).toEqual({ visible: ["", ""], isDone: false });
    advance(CONSOLE_TIMING.charDelayMs);
    expect(result.current.visible).toEqual(["a", ""]);
  });

  it("types from the top when asked to start done without a loop", () => {
    const { result } = typeLines({ startsDone: true, isLooping: false });
    // Without a loop there is no next round to type: it starts at the top.
    expect(result.current.visible).toEqual(["", ""]);
    advance(CONSOLE_TIMING.startDelayMs + 2 * CONSOLE_TIMING.charDelayMs);
    expect(result.current.visible).toEqual(["ab", ""]);
  });
});
