import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWhenNeeded } from "./useWhenNeeded";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; rootMargin?: string }[] = [];

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, rootMargin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

function Section({ onNeeded }: { onNeeded: () => void }) {
  useWhenNeeded("assistant", onNeeded, {
    isWaiting: true,
    rootMargin: "400px 0px",
  });
  return (
    <section id="assistant" aria-label="Assistant">
      <input aria-label="Ask a question" />
    </section>
  );
}

function renderAt(path: string, onNeeded: () => void) {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  const Stub = createRoutesStub([
    { path: "/", Component: () => <Section onNeeded={onNeeded} /> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe("loading the chat when it is needed", () => {
  it("waits while the section is far from the viewport", async () => {
    const onNeeded = vi.fn();
    renderAt("/", onNeeded);
    await screen.findByRole("region", { name: "Assistant" });
    expect(observers.at(-1)?.rootMargin).toBe("400px 0px");
    observers.at(-1)?.callback([{ isIntersecting: false }]);
    expect(onNeeded).not.toHaveBeenCalled();
  });

  it("loads when the section comes within the margin", async () => {
    const onNeeded = vi.fn();
    renderAt("/", onNeeded);
    await screen.findByRole("region", { name: "Assistant" });
    observers.at(-1)?.callback([{ isIntersecting: true }]);
    expect(onNeeded).toHaveBeenCalled();
  });

  it("loads when the visitor focuses something inside", async () => {
    const onNeeded = vi.fn();
    renderAt("/", onNeeded);
    fireEvent.focusIn(await screen.findByRole("textbox"));
    expect(onNeeded).toHaveBeenCalled();
  });

  it("loads at once when the URL points at #assistant, in any case", async () => {
    const onNeeded = vi.fn();
    renderAt("/#Assistant", onNeeded);
    await screen.findByRole("region", { name: "Assistant" });
    expect(onNeeded).toHaveBeenCalled();
  });
});
