import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import {
  FIRST_VIEW_ATTRIBUTE,
  layOutInTurn,
  type Schedule,
} from "~/lib/firstView";

const idle: Schedule = (task) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task);
  return () => clearTimeout(id);
};

const frame: Schedule = (task) => {
  const id = requestAnimationFrame(task);
  return () => cancelAnimationFrame(id);
};

/** The sections the first view is skipping (their layout waits). */
function skippedSections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("main section")].filter(
    (section) => getComputedStyle(section).contentVisibility === "auto",
  );
}

function endFirstView() {
  document.documentElement.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  for (const section of document.querySelectorAll<HTMLElement>(
    "main section",
  )) {
    section.style.removeProperty("content-visibility");
  }
}

/**
 * Ends the first view (`lib/firstView.ts`) once the app runs: the sections
 * it skipped lay out one per frame while the page is idle, so each position
 * the router saves is on the page's real layout. A navigation before that
 * ends it at once, in the commit that shows the new location, before the
 * router restores or sets a position (its layout effect runs after the
 * shell's).
 */
export function useFirstView() {
  const { key } = useLocation();
  const firstKey = useRef(key);

  useLayoutEffect(() => {
    if (key !== firstKey.current) endFirstView();
  }, [key]);

  useEffect(() => {
    if (!document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return;
    return layOutInTurn(skippedSections(), { idle, frame }, endFirstView);
  }, []);
}
