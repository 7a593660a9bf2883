import { whenIdle } from "~/effects/idle";

/**
 * Work that yields between its parts, so a page can do it in idle moments
 * without a long task: a generator whose `yield`s are where it may pause.
 */
export type Steps<T> = Generator<void, T, void>;

/** All the steps at once: the result. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export type StepByStep<T> = {
  /** The result, doing whatever steps are left at once. */
  now(): T;
};

/**
 * The most an idle moment spends on steps before the rest waits for the
 * next: short on a fast machine too, whose tasks a phone's simulation (as
 * Lighthouse's) multiplies.
 */
const SLICE_MS = 8;

/**
 * Runs `steps` in the browser's idle moments, as many in each as fit in
 * `SLICE_MS` and its deadline (one at a time where there is no deadline),
 * then calls
 * `then` with the result. `now()` does the rest at once (and `then` is
 * never called). A step that throws ends it: `now()` throws that error.
 */
export function inIdleSteps<T>(
  steps: Steps<T>,
  then: (result: T) => void = () => {},
): StepByStep<T> {
  type Outcome = { value: T } | { error: unknown } | undefined;
  let outcome: Outcome;
  const step = (): Outcome => {
    try {
      const next = steps.next();
      if (next.done) outcome = { value: next.value };
    } catch (error) {
      outcome = { error };
    }
    return outcome;
  };
  const run = (deadline?: IdleDeadline) => {
    // Finished at once by `now()`: the result is in use already.
    if (outcome) return;
    const end =
      performance.now() + Math.min(SLICE_MS, deadline?.timeRemaining() ?? 0);
    let done = step();
    while (!done && performance.now() < end) done = step();
    if (!done) whenIdle(run);
    else if ("value" in done) then(done.value);
  };
  whenIdle(run);
  return {
    now() {
      let done = outcome;
      while (!done) done = step();
      if ("error" in done) throw done.error;
      return done.value;
    },
  };
}
