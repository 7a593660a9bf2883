import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsoleLine } from "~/content/types";
import { Console } from "./Console";
import { OnScreenObserver } from "../../../test/onScreenObserver";
import { preferReducedMotion } from "../../../test/preferReducedMotion";

const LINES: readonly ConsoleLine[] = [
  { type: "cmd", text: "npm run build" },
  { type: "log", text: "Prerendered 12 pages" },
  { type: "success", text: "Deployed" },
  { type: "note", text: "Client notified" },
];

/**
 * The lines of the animated screen. It is aria-hidden, purely visual, so no
 * accessible query reaches inside it.
 */
function screenLines() {
  /* eslint-disable testing-library/no-node-access */
  const lines = screen.getByTestId("console-screen").querySelectorAll("p");
  return [...lines].map((line) => ({
    type: line.getAttribute("data-type"),
    typed: line.querySelector("span:nth-child(2)")?.textContent ?? "",
  }));
  /* eslint-enable testing-library/no-node-access */
}

/** What a sighted visitor sees typed on the animated screen. */
function typedText() {
  return screenLines().map((line) => line.typed);
}

function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

/** The console on the page, with motion allowed unless told otherwise. */
function renderConsole({ reducedMotion = false } = {}) {
  preferReducedMotion(reducedMotion);
  return render(
    <Console lines={LINES} title="deploy.sh" pauseLabel="Pause animation" />,
  );
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", OnScreenObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Console", () => {
  it("gives screen readers the whole transcript at once", () => {
    renderConsole();
    const figure = screen.getByRole("figure", { name: "deploy.sh" });
    const transcript = within(figure).getByRole("list");
    expect(
      within(transcript)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(LINES.map((line) => line.text));
  });

  it("hides the animated characters from assistive technology", () => {
    renderConsole();
    expect(screen.getByTestId("console-screen")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    // The transcript is the only copy a screen reader can reach.
    const transcript = screen.getByRole("list");
    const animated = screen.getByTestId("console-screen");
    const copies = screen.getAllByText("npm run build");
    expect(
      copies.filter(
        (copy) => !transcript.contains(copy) && !animated.contains(copy),
      ),
    ).toEqual([]);
    expect(within(transcript).getByText("npm run build")).toBeInTheDocument();
  });

  it("marks each line with its type so each is styled distinctly", () => {
    renderConsole({ reducedMotion: true });
    const types = screenLines().map((line) => line.type);
    expect(types).toEqual(["cmd", "log", "success", "note"]);
  });

  it("has a pause button that toggles aria-pressed", async () => {
    const user = userEvent.setup();
    renderConsole();
    const button = screen.getByRole("button", { name: "Pause animation" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
  });

  it("marks itself paused while paused, which stops the blinking caret too", async () => {
    const user = userEvent.setup();
    renderConsole();
    const figure = screen.getByRole("figure", { name: "deploy.sh" });
    expect(figure).toHaveAttribute("data-paused", "false");
    await user.click(screen.getByRole("button", { name: "Pause animation" }));
    expect(figure).toHaveAttribute("data-paused", "true");
  });

  it("shows the whole session from the first render, as the prerendered page paints it", () => {
    vi.useFakeTimers();
    renderConsole();
    expect(typedText()).toEqual(LINES.map((line) => line.text));
    expect(screen.getByRole("figure")).toHaveAttribute("data-done", "true");
  });

  it("never empties what is on screen: the whole session stays while it is seen", () => {
    vi.useFakeTimers();
    renderConsole();
    advance(12_000);
    expect(typedText()).toEqual(LINES.map((line) => line.text));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("types the next round once the visitor comes back to it, and stops typing while paused", () => {
    vi.useFakeTimers();
    renderConsole();
    const visibility = vi
      .spyOn(document, "visibilityState", "get")
      .mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    advance(2000);
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    // Back in sight: a new round from the top, after the start delay.
    expect(typedText()).toEqual(["", "", "", ""]);
    advance(300 + 22 * 3);
    expect(typedText()[0]).toBe("npm ");

    fireEvent.click(screen.getByRole("button", { name: "Pause animation" }));
    advance(2000);
    expect(typedText()[0]).toBe("npm ");

    fireEvent.click(screen.getByRole("button", { name: "Pause animation" }));
    advance(22);
    expect(typedText()[0]).toBe("npm r");

    // The round finishes and stays: no loop while it is seen.
    advance(10_000);
    expect(typedText()).toEqual(LINES.map((line) => line.text));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not type while off screen: the whole session stays", () => {
    vi.unstubAllGlobals(); // the setup's observer never reports the console
    vi.useFakeTimers();
    renderConsole();
    advance(2000);
    expect(typedText()).toEqual(LINES.map((line) => line.text));
  });

  it("shows every line at once and starts no timer when motion is reduced", () => {
    vi.useFakeTimers();
    renderConsole({ reducedMotion: true });
    expect(typedText()).toEqual(LINES.map((line) => line.text));
    // The pause button stays in the markup (CSS hides it), as prerendered.
    expect(
      screen.getByRole("button", { name: "Pause animation" }),
    ).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops its timers when it leaves the page", () => {
    vi.useFakeTimers();
    const { unmount } = renderConsole();
    const visibility = vi
      .spyOn(document, "visibilityState", "get")
      .mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    advance(320);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
