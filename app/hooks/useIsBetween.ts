import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the screen is between two places on the page: `start` has
 * scrolled wholly above it and the element with id `endId` has not reached
 * it yet. False until the browser has said so (and in prerendered HTML).
 */
export function useIsBetween(
  start: RefObject<Element | null>,
  endId: string,
): boolean {
  const [isPastStart, setIsPastStart] = useState(false);
  const [isBeforeEnd, setIsBeforeEnd] = useState(false);

  useEffect(() => {
    const first = start.current;
    const end = document.getElementById(endId);
    if (!first || !end || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const box = entry.boundingClientRect;
        const height = entry.rootBounds?.height ?? window.innerHeight;
        if (entry.target === first) {
          setIsPastStart(!entry.isIntersecting && box.bottom <= 0);
        } else {
          setIsBeforeEnd(!entry.isIntersecting && box.top >= height);
        }
      }
    });
    observer.observe(first);
    observer.observe(end);
    return () => observer.disconnect();
  }, [start, endId]);

  return isPastStart && isBeforeEnd;
}
