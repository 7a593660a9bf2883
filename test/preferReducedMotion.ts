import { vi } from "vitest";

/** A MediaQueryList for `query` that matches or not, and never changes. */
export function fixedMediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Makes `prefers-reduced-motion: reduce` match (or not) for one test. */
export function preferReducedMotion(isReduced: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
    fixedMediaQueryList(query, isReduced && query.includes("reduce")),
  );
}
