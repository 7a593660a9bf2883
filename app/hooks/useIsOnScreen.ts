import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element is on screen in a visible tab. Starts `false` so
 * nothing runs until the browser says the element can be seen.
 */
export function useIsOnScreen(
  ref: RefObject<Element | null>,
  rootMargin = "0px",
): boolean {
  const [isIntersecting, setIsIntersecting] = useState(false);
  const [isTabVisible, setIsTabVisible] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setIsIntersecting(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);

  useEffect(() => {
    const update = () => setIsTabVisible(document.visibilityState !== "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  return isIntersecting && isTabVisible;
}
