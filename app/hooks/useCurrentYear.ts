import { useSyncExternalStore } from "react";

/**
 * The attribute on the element that shows the year. Hydration reads the
 * prerendered year back from it: the HTML was built in some past year, and
 * the first client render must match it before the current year replaces it.
 */
export const YEAR_ATTRIBUTE = "data-year";

const subscribe = () => () => {};
const getSnapshot = () => new Date().getFullYear();

function getServerSnapshot(): number {
  // Prerendering in Node: the build year goes into the HTML.
  if (typeof document === "undefined") return getSnapshot();
  // Hydrating: the year the HTML already shows, whatever today's year is.
  const shown = Number(
    document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.getAttribute(YEAR_ATTRIBUTE),
  );
  return Number.isInteger(shown) && shown > 0 ? shown : getSnapshot();
}

/** The year as of viewing: the prerendered year is corrected on hydration. */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
