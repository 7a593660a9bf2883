import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true from then on: for
 * attributes that only make sense once scripts run (and must stay out of the
 * HTML a visitor without JavaScript gets).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
