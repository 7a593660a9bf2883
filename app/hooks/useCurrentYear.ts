import { useSyncExternalStore } from "react";

const BUILD_YEAR = new Date().getFullYear();

const subscribe = () => () => {};
const getSnapshot = () => new Date().getFullYear();
const getServerSnapshot = () => BUILD_YEAR;

/** The year as of viewing: the prerendered year is corrected on hydration. */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
