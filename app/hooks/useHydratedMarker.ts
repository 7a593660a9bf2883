import { useEffect } from "react";

/**
 * The attribute that says React has hydrated an element: `<html>` once the
 * page has, each home page section once its own part has.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks `<html>` (or the element with the id `partId`) once React has
 * hydrated the tree this runs in (effects run once it is committed), so
 * tests and tools can wait for a public sign instead of reading React's
 * internals. The prerendered HTML never has it. The home page's sections
 * are Suspense boundaries that hydrate in the frames after the page
 * (routes/home.tsx), each marking its own section; an event on one React
 * has not reached yet makes it hydrate that one first.
 */
export function useHydratedMarker(partId?: string) {
  useEffect(() => {
    const element = partId
      ? document.getElementById(partId)
      : document.documentElement;
    element?.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, [partId]);
}

/** Renders nothing; marks the element `id` once its part has hydrated. */
export function HydratedMarker({ id }: { id: string }) {
  useHydratedMarker(id);
  return null;
}
