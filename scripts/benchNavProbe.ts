/**
 * The probe `npm run bench:nav` (benchNav.ts) puts in every document it
 * loads: when the visitor tapped, when the first feedback reached the
 * screen and when the next page's heading showed.
 */

/** The next page's heading: the portfolio's. */
export const HEADING = "Our work";

export type Probe = {
  menuTapAt: number | null;
  menuOpenAt: number | null;
  tapAt: number | null;
  feedbackAt: number | null;
  headingAt: number | null;
};
export type ProbeWindow = Window & { __navProbe?: Probe };

/**
 * Runs in every document: absolute times (ms since the epoch), so a tap in
 * one document and a heading in the next (a full page load) compare. The
 * tap time travels in sessionStorage. Plain JavaScript in a string: the
 * TypeScript runner would add helpers the page does not have.
 */
export const PROBE = `(heading => {
  const key = "bench:nav-tap";
  const probe = { menuTapAt: null, menuOpenAt: null, tapAt: Number(sessionStorage.getItem(key)) || null, feedbackAt: null, headingAt: null };
  window.__navProbe = probe;
  const clock = (stamp) => performance.timeOrigin + stamp;
  const startPath = location.pathname;
  let feedbackSeen = false;
  if (probe.tapAt !== null) {
    // A document loaded after the tap: its URL changed when it committed.
    const entry = performance.getEntriesByType("navigation")[0];
    probe.feedbackAt = clock(entry ? entry.responseStart : 0);
    feedbackSeen = true;
  }
  document.addEventListener("pointerdown", (event) => {
    const target = event.target;
    if (probe.menuTapAt === null && target && target.closest && target.closest("[data-bench-menu]"))
      probe.menuTapAt = clock(event.timeStamp);
    if (probe.tapAt !== null || !target || !target.closest || !target.closest("[data-bench-tap]")) return;
    probe.tapAt = clock(event.timeStamp);
    sessionStorage.setItem(key, String(probe.tapAt));
  }, true);
  document.addEventListener("toggle", (event) => {
    if (probe.menuTapAt !== null && probe.menuOpenAt === null && event.newState === "open")
      probe.menuOpenAt = clock(performance.now());
  }, true);
  const check = () => {
    if (probe.tapAt === null) return;
    const now = clock(performance.now());
    if (!feedbackSeen && (location.pathname !== startPath ||
        document.querySelector('[role="status"][aria-label="Loading"]') ||
        document.querySelector("[data-bench-tap][data-pressed]"))) {
      // Counted when the next frame starts: the change is then on its way
      // to the screen, not only in the document.
      feedbackSeen = true;
      requestAnimationFrame(() => { probe.feedbackAt = clock(performance.now()); });
    }
    const h1 = document.querySelector("h1");
    if (probe.headingAt === null && h1 && h1.textContent.trim() === heading)
      probe.headingAt = now;
  };
  for (const method of ["pushState", "replaceState"]) {
    const original = history[method].bind(history);
    history[method] = (...args) => { original(...args); check(); };
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const everyFrame = () => { check(); if (probe.headingAt === null) requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
})(${JSON.stringify(HEADING)});`;
