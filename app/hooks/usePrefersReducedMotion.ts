import { useSyncExternalStore } from "react";
import { reducedMotionQuery } from "~/effects/motion";

function subscribe(onChange: () => void) {
  const list = reducedMotionQuery();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const getSnapshot = () => reducedMotionQuery().matches;
/** Prerendered HTML assumes motion is fine; the client corrects it at once. */
const serverSnapshot = () => false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
