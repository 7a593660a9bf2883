const INTERACTIONS = [
  "focusin",
  "pointerdown",
  "keydown",
  "touchstart",
] as const;

/**
 * Calls `onNeeded` (once) when `element` comes within `rootMargin` of the
 * viewport, or the visitor focuses, taps or types inside it. Returns a
 * function that stops watching. Without IntersectionObserver it calls at once.
 */
export function watchUntilNeeded(
  element: Element,
  rootMargin: string,
  onNeeded: () => void,
): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNeeded();
    return () => {};
  }
  let isDone = false;
  const stop = () => {
    observer.disconnect();
    for (const name of INTERACTIONS) element.removeEventListener(name, done);
  };
  const done = () => {
    if (isDone) return;
    isDone = true;
    stop();
    onNeeded();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    },
    { rootMargin },
  );
  observer.observe(element);
  for (const name of INTERACTIONS) {
    element.addEventListener(name, done, { passive: true });
  }
  return () => {
    isDone = true;
    stop();
  };
}
