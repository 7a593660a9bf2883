import { afterEach, describe, expect, it, vi } from "vitest";
import { finish, inIdleSteps, type Steps } from "./steps";

/** Three steps that log what they did, and their sum. */
function* counting(log: string[]): Steps<number> {
  log.push("one");
  yield;
  log.push("two");
  yield;
  log.push("three");
  return 6;
}

/** The browser's idle callbacks, run by the test with a deadline. */
function fakeIdle() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) =>
    waiting.push(callback),
  );
  vi.stubGlobal("cancelIdleCallback", () => {});
  /** Runs the next idle moment, with `ms` of it left after each step. */
  return (remaining: number[] = []) => {
    const callback = waiting.shift();
    if (!callback) throw new Error("nothing waits for an idle moment");
    callback({
      didTimeout: false,
      timeRemaining: () => remaining.shift() ?? 0,
    });
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("steps: work a page does in idle moments", () => {
  it("finish runs every step and gives the result", () => {
    const log: string[] = [];
    expect(finish(counting(log))).toBe(6);
    expect(log).toEqual(["one", "two", "three"]);
  });

  it("runs one step per idle moment with no time left, then hands over the result", () => {
    const idle = fakeIdle();
    const log: string[] = [];
    const then = vi.fn();
    inIdleSteps(counting(log), then);
    expect(log).toEqual([]);
    idle();
    expect(log).toEqual(["one"]);
    idle();
    expect(log).toEqual(["one", "two"]);
    expect(then).not.toHaveBeenCalled();
    idle();
    expect(log).toEqual(["one", "two", "three"]);
    expect(then).toHaveBeenCalledWith(6);
  });

  it("runs as many steps in a moment as its deadline leaves time for", () => {
    const idle = fakeIdle();
    const log: string[] = [];
    const then = vi.fn();
    inIdleSteps(counting(log), then);
    // Time for another step after the first, too little after the second.
    idle([30, 5]);
    expect(log).toEqual(["one", "two"]);
    idle();
    expect(then).toHaveBeenCalledWith(6);
  });

  it("now() finishes what is left at once, and the idle moments then do nothing", () => {
    const idle = fakeIdle();
    const log: string[] = [];
    const then = vi.fn();
    const build = inIdleSteps(counting(log), then);
    idle();
    expect(build.now()).toBe(6);
    expect(build.now()).toBe(6);
    expect(log).toEqual(["one", "two", "three"]);
    // The moment the second step waited for: nothing left, nothing asked.
    idle();
    expect(log).toEqual(["one", "two", "three"]);
    expect(() => idle()).toThrow("nothing waits");
    expect(then).not.toHaveBeenCalled();
  });

  it("a step that throws stops the idle steps, and now() throws its error", () => {
    const idle = fakeIdle();
    const then = vi.fn();
    function* failing(): Steps<number> {
      yield;
      throw new Error("no index");
    }
    const build = inIdleSteps(failing(), then);
    idle();
    idle();
    expect(() => idle()).toThrow("nothing waits");
    expect(() => build.now()).toThrow("no index");
    expect(then).not.toHaveBeenCalled();
  });
});
