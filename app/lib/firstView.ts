/**
 * On `<html>` during a fresh page load's first view: the home page's
 * sections below the first screen skip their layout (`content-visibility:
 * auto`, Section.module.css) until they near the viewport, so the first
 * frame lays out only what the visitor sees (10 to 14 ms less work before
 * the first paint on the benchmark machine, four times that on the phone
 * profile).
 *
 * A skipped section stands in at an estimated height, so a scroll position
 * saved over it would point at other content once it lays out. The
 * attribute is therefore only set on a load that restores no position (not
 * a reload, not Back or Forward, no hash), and `effects/firstView.ts` lays
 * the skipped sections out one per frame once the app runs and the page is
 * idle, then removes it; a navigation before that removes it at once,
 * before the router saves the position.
 */
export const FIRST_VIEW_ATTRIBUTE = "data-first-view";

/** An inline script for the document head: sets the attribute, if it applies. */
export const FIRST_VIEW_SCRIPT = `try{var n=performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate"&&!location.hash)document.documentElement.setAttribute(${JSON.stringify(FIRST_VIEW_ATTRIBUTE)},"")}catch(e){}`;

/** Runs `task` later; returns what cancels it. */
export type Schedule = (task: () => void) => () => void;

/**
 * Lays `sections` out one at a time: each is made visible at an idle
 * moment while the page is not scrolling, and the next waits until a frame
 * has drawn it, so no frame lays out more than one (no long task). A
 * section laid out under a glide (End, a fling) would cut it short: the
 * browser's anchoring moves the glide's end with the content. Calls `done`
 * after the last. Returns what stops it.
 */
export function layOutInTurn(
  sections: readonly HTMLElement[],
  {
    idle,
    frame,
    isStill,
  }: { idle: Schedule; frame: Schedule; isStill: () => boolean },
  done: () => void,
): () => void {
  const queue = [...sections];
  const afterFrame = () => {
    cancel = frame(() => {
      cancel = idle(next);
    });
  };
  const next = () => {
    if (!isStill()) {
      afterFrame();
      return;
    }
    const section = queue.shift();
    if (!section) {
      done();
      return;
    }
    section.style.contentVisibility = "visible";
    afterFrame();
  };
  let cancel = idle(next);
  return () => cancel();
}
