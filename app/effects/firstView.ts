import {
  FIRST_VIEW_ATTRIBUTE,
  layOutInTurn,
  type Schedule,
} from "~/lib/firstView";
import { whenIdle } from "./idle";

/** Whether the app has started ending the first view (see below). */
let isAppRunning = false;

function isFirstView(): boolean {
  return document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE);
}

/** An idle moment; nothing more once the first view has ended. */
const idle: Schedule = (task) =>
  whenIdle(() => {
    if (isFirstView()) task();
  });

const frame: Schedule = (task) => {
  const id = requestAnimationFrame(task);
  return () => cancelAnimationFrame(id);
};

function sections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("main section")];
}

/**
 * Ends the first view at once: every section lays out. What the visitor
 * sees stays where it is: the element at the middle of the screen is
 * measured before and after, and the page scrolls by the difference (the
 * browser's own scroll anchoring does not follow a change this large).
 */
export function endFirstView() {
  if (!isFirstView()) return;
  const html = document.documentElement;
  const anchor = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  const before = anchor?.getBoundingClientRect().top;
  // The browser's anchoring would move the page again at the next frame.
  html.style.overflowAnchor = "none";
  html.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  for (const section of sections()) {
    section.style.removeProperty("content-visibility");
  }
  if (anchor && before !== undefined) {
    const moved = anchor.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
  }
  requestAnimationFrame(() => html.style.removeProperty("overflow-anchor"));
}

/**
 * Once the app runs: the sections the first view skipped lay out one per
 * frame while the page is idle and not scrolling, then the first view
 * ends; at once if the visitor presses a key first. Returns what stops it.
 */
export function endFirstViewWhenIdle(): () => void {
  isAppRunning = true;
  if (!isFirstView()) return () => {};
  const skipped = sections().filter(
    (section) => getComputedStyle(section).contentVisibility === "auto",
  );
  // Still: the page has not scrolled since the last step looked.
  let lastY = Number.NaN;
  const isStill = () => {
    const y = window.scrollY;
    const still = y === lastY;
    lastY = y;
    return still;
  };
  // A key may start a glide (End, Page Down, Space) whose end the browser
  // fixes as it starts: the first view ends first, so that end is right.
  const onKey = () => endFirstView();
  window.addEventListener("keydown", onKey, { capture: true, once: true });
  const stop = layOutInTurn(skipped, { idle, frame, isStill }, endFirstView);
  return () => {
    stop();
    window.removeEventListener("keydown", onKey, { capture: true });
  };
}

/**
 * The key `<ScrollRestoration>` saves and restores positions under: the
 * location's own, as by default. The router asks for it right before it
 * saves the position of the page being left (a navigation starting, the
 * page hiding for a reload), so a first view still running ends here, and
 * the position saved is on the page's real layout. It also asks once while
 * the page first renders, before the app runs: the first view stays then.
 */
export function scrollRestorationKey(location: { key: string }): string {
  if (isAppRunning) endFirstView();
  return location.key;
}
