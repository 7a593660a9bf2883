/**
 * Runs `task` when the browser is next idle (after a moment where it has no
 * `requestIdleCallback`, as in Safari), with the idle period's deadline when
 * there is one. Returns what cancels it.
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback((deadline) => task(deadline));
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
