import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

const serverSnapshot = () => false;

/**
 * True once the page has scrolled more than `thresholdPx` vertically.
 * The server snapshot is `false`, so prerendered HTML matches the first
 * client render and the real value follows right after hydration.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const getSnapshot = useCallback(
    () => window.scrollY > thresholdPx,
    [thresholdPx],
  );
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
