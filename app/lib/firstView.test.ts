import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_SCRIPT,
  layOutInTurn,
  type Schedule,
} from "./firstView";

/** A schedule whose tasks run only when the test says so. */
function manual() {
  const tasks: (() => void)[] = [];
  const schedule: Schedule = (task) => {
    tasks.push(task);
    return () => tasks.splice(tasks.indexOf(task), 1);
  };
  const runNext = () => tasks.shift()?.();
  return { schedule, tasks, runNext };
}

function sections(count: number): HTMLElement[] {
  return Array.from({ length: count }, () => document.createElement("section"));
}

const visible = (list: HTMLElement[]) =>
  list.map((section) => section.style.contentVisibility === "visible");

describe("layOutInTurn", () => {
  it("shows one section per idle moment, each after the frame that drew the last", () => {
    const idle = manual();
    const frame = manual();
    const list = sections(3);
    const done = vi.fn();
    layOutInTurn(
      list,
      { idle: idle.schedule, frame: frame.schedule, isStill: () => true },
      done,
    );

    expect(visible(list)).toEqual([false, false, false]);
    idle.runNext();
    expect(visible(list)).toEqual([true, false, false]);
    // Nothing more until a frame has drawn the first.
    expect(idle.tasks).toHaveLength(0);
    frame.runNext();
    expect(visible(list)).toEqual([true, false, false]);
    idle.runNext();
    expect(visible(list)).toEqual([true, true, false]);
    frame.runNext();
    idle.runNext();
    expect(visible(list)).toEqual([true, true, true]);
    expect(done).not.toHaveBeenCalled();
    frame.runNext();
    idle.runNext();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("lays nothing out while the page scrolls, and goes on once it is still", () => {
    const idle = manual();
    const frame = manual();
    const list = sections(1);
    let isStill = false;
    layOutInTurn(
      list,
      { idle: idle.schedule, frame: frame.schedule, isStill: () => isStill },
      vi.fn(),
    );
    for (let step = 0; step < 3; step++) {
      idle.runNext();
      frame.runNext();
    }
    expect(visible(list)).toEqual([false]);
    isStill = true;
    idle.runNext();
    expect(visible(list)).toEqual([true]);
  });

  it("ends at the first idle moment when nothing was skipped", () => {
    const idle = manual();
    const done = vi.fn();
    layOutInTurn(
      [],
      { idle: idle.schedule, frame: manual().schedule, isStill: () => true },
      done,
    );
    expect(done).not.toHaveBeenCalled();
    idle.runNext();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("stops where it is when cancelled, whichever step is waiting", () => {
    const idle = manual();
    const frame = manual();
    const list = sections(2);
    const done = vi.fn();
    const stop = layOutInTurn(
      list,
      { idle: idle.schedule, frame: frame.schedule, isStill: () => true },
      done,
    );
    idle.runNext();
    stop();
    expect(frame.tasks).toHaveLength(0);
    expect(idle.tasks).toHaveLength(0);
    expect(visible(list)).toEqual([true, false]);
    expect(done).not.toHaveBeenCalled();
  });
});

describe("FIRST_VIEW_SCRIPT", () => {
  // Test files may share a window: start from a plain URL.
  beforeEach(() => {
    window.history.replaceState(null, "", "/");
  });

  afterEach(() => {
    document.documentElement.removeAttribute(FIRST_VIEW_ATTRIBUTE);
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  function runScript(type: string) {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type } as unknown as PerformanceNavigationTiming,
    ]);
    // The same text the page's head runs (hashed in the CSP).
    new Function(FIRST_VIEW_SCRIPT)();
    return document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE);
  }

  it("marks a plain load, which restores no position", () => {
    expect(runScript("navigate")).toBe(true);
  });

  it("leaves a reload and Back or Forward alone: the router restores a position", () => {
    expect(runScript("reload")).toBe(false);
    expect(runScript("back_forward")).toBe(false);
  });

  it("leaves a load with a hash alone: the page opens at its target", () => {
    window.history.replaceState(null, "", "/#contact");
    expect(runScript("navigate")).toBe(false);
  });
});
