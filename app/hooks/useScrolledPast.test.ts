import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  BACK_TO_TOP_THRESHOLD_PX,
  NAVBAR_SCROLLED_THRESHOLD_PX,
} from "~/lib/constants";
import { scrollWindowTo } from "../../test/scroll";
import { useScrolledPast } from "./useScrolledPast";

afterEach(() => scrollWindowTo(0));

describe("useScrolledPast", () => {
  it("uses the spec's thresholds: 20 px for the header, 300 px for back-to-top", () => {
    expect(NAVBAR_SCROLLED_THRESHOLD_PX).toBe(20);
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(300);
  });

  it("is false at the top of the page", () => {
    scrollWindowTo(0);
    const { result } = renderHook(() => useScrolledPast(20));
    expect(result.current).toBe(false);
  });

  it.each([
    [20, 19, false],
    [20, 20, false],
    [20, 21, true],
    [300, 299, false],
    [300, 300, false],
    [300, 301, true],
  ])(
    "with a %i px threshold, a %i px scroll gives %s",
    (threshold, y, expected) => {
      const { result } = renderHook(() => useScrolledPast(threshold));
      scrollWindowTo(y);
      expect(result.current).toBe(expected);
    },
  );

  it("follows the visitor down and back up again", () => {
    const { result } = renderHook(() => useScrolledPast(20));
    scrollWindowTo(400);
    expect(result.current).toBe(true);
    scrollWindowTo(10);
    expect(result.current).toBe(false);
  });

  it("reads the position already scrolled when it mounts (a reload mid-page)", () => {
    scrollWindowTo(500);
    const { result } = renderHook(() => useScrolledPast(300));
    expect(result.current).toBe(true);
  });

  it("stops listening once unmounted", () => {
    const { result, unmount } = renderHook(() => useScrolledPast(20));
    unmount();
    scrollWindowTo(100);
    expect(result.current).toBe(false);
  });
});
