import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import type * as Library from "@testing-library/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { fixedMediaQueryList } from "./preferReducedMotion";

// A part reads its words from its page (the route's copy): tests render
// parts as they appear on an English page, inside any wrapper they give.
vi.mock("@testing-library/react", async (importOriginal) => {
  const library = await importOriginal<typeof Library>();
  const { createElement } = await import("react");
  const { EnglishPage } = await import("./englishPage");
  type Wrapper = JSXElementConstructor<{ children: ReactNode }>;
  const onEnglishPage =
    (inner?: Wrapper) =>
    ({ children }: { children: ReactNode }) =>
      createElement(
        EnglishPage,
        null,
        inner ? createElement(inner, null, children) : children,
      );
  const render = (ui: ReactNode, options?: Library.RenderOptions) =>
    library.render(ui, {
      ...options,
      wrapper: onEnglishPage(options?.wrapper),
    });
  const renderHook = <Result, Props>(
    callback: (props: Props) => Result,
    options?: Library.RenderHookOptions<Props>,
  ) =>
    library.renderHook(callback, {
      ...options,
      wrapper: onEnglishPage(options?.wrapper),
    });
  return { ...library, render, renderHook };
});

// A stray console.error or console.warn (React warnings, failed prop types,
// act() misuse) fails the test that caused it.
beforeEach(() => {
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(
        `console.${method} called: ${args.map(String).join(" ")}`,
      );
    });
  }
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom lacks matchMedia, IntersectionObserver and scrollTo.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}

window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

class NoopIntersectionObserver {
  readonly root = null;
  readonly rootMargin = "";
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!("IntersectionObserver" in window)) {
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
