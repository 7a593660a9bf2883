import { describe, expect, it, vi } from "vitest";
import { watchUntilNeeded } from "./whenNeeded";

describe("watchUntilNeeded", () => {
  it("calls once when the visitor focuses or taps inside", () => {
    const element = document.createElement("section");
    document.body.append(element);
    const onNeeded = vi.fn();
    watchUntilNeeded(element, "0px", onNeeded);
    expect(onNeeded).not.toHaveBeenCalled();
    element.dispatchEvent(new Event("pointerdown"));
    element.dispatchEvent(new Event("focusin"));
    expect(onNeeded).toHaveBeenCalledTimes(1);
    element.remove();
  });

  it("stops watching when told to", () => {
    const element = document.createElement("section");
    const onNeeded = vi.fn();
    const stop = watchUntilNeeded(element, "0px", onNeeded);
    stop();
    element.dispatchEvent(new Event("keydown"));
    expect(onNeeded).not.toHaveBeenCalled();
  });
});
