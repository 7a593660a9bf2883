import { useEffect } from "react";

/** The attribute on `<html>` that says the app has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks `<html>` once React has hydrated the page (effects run once the
 * tree is committed), so tests and tools can wait for a public sign
 * instead of reading React's internals. The prerendered HTML never has it.
 * The home page's sections are Suspense boundaries that hydrate in the
 * frames after this (routes/home.tsx); an event on one React has not
 * reached yet makes it hydrate that one first.
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
