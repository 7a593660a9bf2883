/**
 * What the floating buttons (back to top) must not cover: elements that
 * register here (the contact form, the FAQ) are watched while they pass
 * through the strip at the bottom of the screen where those buttons sit,
 * and the buttons step aside meanwhile. One observer for all of them.
 */

/** The strip's height: a 44 px button, its 16 px margin and some air. */
export const KEEP_CLEAR_STRIP_PX = 76;

const watched = new Set<Element>();
const inStrip = new Set<Element>();
const listeners = new Set<() => void>();
let observer: IntersectionObserver | null = null;
let observedHeight = 0;

function notify() {
  for (const listener of listeners) listener();
}

function observe() {
  observer?.disconnect();
  observedHeight = window.innerHeight;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inStrip.add(entry.target);
        else inStrip.delete(entry.target);
      }
      notify();
    },
    {
      rootMargin: `${KEEP_CLEAR_STRIP_PX - observedHeight}px 0px 0px 0px`,
    },
  );
  for (const element of watched) observer.observe(element);
}

/** The screen's height changed (rotation, a phone's address bar): re-measure. */
function handleResize() {
  if (window.innerHeight !== observedHeight) observe();
}

/** Keeps the floating buttons off `element` while it is mounted. */
export function keepClear(element: Element): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  watched.add(element);
  if (!observer) {
    observe();
    window.addEventListener("resize", handleResize);
  } else {
    observer.observe(element);
  }
  return () => {
    watched.delete(element);
    inStrip.delete(element);
    observer?.unobserve(element);
    if (watched.size === 0) {
      observer?.disconnect();
      observer = null;
      window.removeEventListener("resize", handleResize);
    }
    notify();
  };
}

export function subscribeKeepClear(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether something that must stay clear is in the buttons' strip now. */
export function isStripBusy(): boolean {
  return inStrip.size > 0;
}
