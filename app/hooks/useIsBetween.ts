import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the screen is between two places on the page: `start` has
 * scrolled wholly above it and the element with id `endId` has not reached
 * it yet. False until the browser has said so (and in prerendered HTML).
 *
 * Both are read from the page itself whenever any of the page's blocks
 * (the main's sections and the footer) enters or leaves the screen, so a
 * jump that skips over `endId` entirely (End, a link to the footer) is
 * seen too: an observer of `endId` alone would never hear of it.
 */
export function useIsBetween(
  start: RefObject<Element | null>,
  endId: string,
): boolean {
  const [isBetween, setIsBetween] = useState(false);

  useEffect(() => {
    const first = start.current;
    const end = document.getElementById(endId);
    if (!first || !end || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(() => {
      const height = window.innerHeight;
      setIsBetween(
        first.getBoundingClientRect().bottom <= 0 &&
          end.getBoundingClientRect().top >= height,
      );
    });
    observer.observe(first);
    for (const block of document.querySelectorAll("main > *, footer"))
      observer.observe(block);
    observer.observe(end);
    return () => observer.disconnect();
  }, [start, endId]);

  return isBetween;
}
