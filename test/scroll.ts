import { act } from "@testing-library/react";

/** Moves jsdom's vertical scroll position and tells listeners about it. */
export function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", {
      value: y,
      configurable: true,
      writable: true,
    });
    window.dispatchEvent(new Event("scroll"));
  });
}
