import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createEarlyInput, useEarlyInput } from "./earlyInput";

/** The prerendered chat's controls, before any of its own code runs. */
function StaticChat({
  early,
  isListening = true,
  onReactClick = () => {},
}: {
  early: ReturnType<typeof createEarlyInput>;
  isListening?: boolean;
  onReactClick?: () => void;
}) {
  useEarlyInput("assistant", early, isListening);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- stands in for React's root listener
    <section id="assistant" aria-label="Assistant" onClick={onReactClick}>
      <button type="button">What do you build?</button>
      <form method="dialog" aria-label="Ask">
        <label>
          Ask a question
          <input type="text" />
        </label>
        <button type="submit">Send</button>
      </form>
    </section>
  );
}

describe("input given before the chat runs", () => {
  it("keeps a pressed suggestion and stops it from reaching React", async () => {
    const early = createEarlyInput();
    const onReactClick = vi.fn();
    render(<StaticChat early={early} onReactClick={onReactClick} />);
    await userEvent.click(
      screen.getByRole("button", { name: "What do you build?" }),
    );
    expect(early.takeQuestions()).toEqual(["What do you build?"]);
    expect(onReactClick).not.toHaveBeenCalled();
    expect(early.takeQuestions()).toEqual([]);
  });

  it("keeps a sent question, clears the box, and keeps text still being typed", async () => {
    const early = createEarlyInput();
    render(<StaticChat early={early} />);
    const box = screen.getByRole("textbox", { name: "Ask a question" });
    await userEvent.type(box, "  price  {Enter}");
    expect(box).toHaveValue("");
    await userEvent.type(box, "half typed");
    expect(early.takeQuestions()).toEqual(["price"]);
    expect(early.takeDraft()).toBe("half typed");
    expect(early.takeDraft()).toBe("");
  });

  it("does not send a blank question", () => {
    const early = createEarlyInput();
    render(<StaticChat early={early} />);
    fireEvent.submit(screen.getByRole("form", { name: "Ask" }));
    expect(early.takeQuestions()).toEqual([]);
  });

  it("lets everything through once the chat runs", async () => {
    const early = createEarlyInput();
    const onReactClick = vi.fn();
    render(<StaticChat early={early} onReactClick={onReactClick} />);
    early.markReady();
    await userEvent.click(
      screen.getByRole("button", { name: "What do you build?" }),
    );
    expect(early.takeQuestions()).toEqual([]);
    expect(onReactClick).toHaveBeenCalledOnce();
  });

  it("ignores clicks outside the section and listens only when asked", async () => {
    const early = createEarlyInput();
    render(
      <>
        <button type="button">Elsewhere</button>
        <StaticChat early={early} isListening={false} />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    await userEvent.click(
      screen.getByRole("button", { name: "What do you build?" }),
    );
    expect(early.takeQuestions()).toEqual([]);
  });
});
