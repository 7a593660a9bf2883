import { type RefObject, useEffect, useSyncExternalStore } from "react";
import {
  isStripBusy,
  keepClear,
  subscribeKeepClear,
} from "~/effects/keepClear";

/** Marks the element as one the floating buttons must never cover. */
export function useKeepClear(ref: RefObject<Element | null>) {
  useEffect(() => {
    const element = ref.current;
    return element ? keepClear(element) : undefined;
  }, [ref]);
}

/**
 * Whether a floating button at the bottom of the screen would cover
 * something that must stay clear. False in prerendered HTML.
 */
export function useIsStripBusy(): boolean {
  return useSyncExternalStore(subscribeKeepClear, isStripBusy, () => false);
}
