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

  describe("steps of 5 ms each", () => {
    let clock = 0;
    /** Three steps of 5 ms on the page's clock. */
    function* slow(log: string[]): Steps<number> {
      for (const name of ["one", "two"]) {
        clock += 5;
        log.push(name);
        yield;
      }
      clock += 5;
      log.push("three");
      return 6;
    }

    it("as many in a moment as fit in its deadline and 8 ms", () => {
      const idle = fakeIdle();
      vi.spyOn(performance, "now").mockImplementation(() => clock);
      const log: string[] = [];
      const then = vi.fn();
      inIdleSteps(slow(log), then);
      // 30 ms left: the second step starts at 5 ms, the third not at 10.
      idle([30]);
      expect(log).toEqual(["one", "two"]);
      idle([30]);
      expect(then).toHaveBeenCalledWith(6);
    });

    it("one in a moment with 4 ms left", () => {
      const idle = fakeIdle();
      vi.spyOn(performance, "now").mockImplementation(() => clock);
      const log: string[] = [];
      inIdleSteps(slow(log));
      idle([4]);
      expect(log).toEqual(["one"]);
    });
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
