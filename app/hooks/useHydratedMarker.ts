import { useEffect } from "react";

/** The attribute on `<html>` that says the app has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks `<html>` once React has hydrated the page (effects run after the
 * whole tree is committed), so tests and tools can wait for a public sign
 * instead of reading React's internals. The prerendered HTML never has it.
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
