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
 * The idle time a step may take, at most, on a slow phone: a next step
 * starts only while more is left, so none runs past the idle moment.
 */
const STEP_MS = 10;

/**
 * Runs `steps` in the browser's idle moments, as many in each as its
 * deadline allows (one at a time where there is no deadline), then calls
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
    let done = step();
    while (!done && (deadline?.timeRemaining() ?? 0) > STEP_MS) done = step();
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
