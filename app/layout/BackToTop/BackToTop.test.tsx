import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scrollWindowTo } from "../../../test/scroll";
import { BackToTop } from "./BackToTop";

afterEach(() => scrollWindowTo(0));

describe("BackToTop", () => {
  it("stays hidden until the page has scrolled more than 300 px", () => {
    render(<BackToTop />);
    expect(
      screen.queryByRole("button", { name: "Back to top" }),
    ).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(
      screen.queryByRole("button", { name: "Back to top" }),
    ).not.toBeInTheDocument();
    scrollWindowTo(301);
    expect(
      screen.getByRole("button", { name: "Back to top" }),
    ).toBeInTheDocument();
  });

  it("scrolls to the top when pressed", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    const user = userEvent.setup();
    render(<BackToTop />);
    scrollWindowTo(800);
    await user.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scrollTo).toHaveBeenCalledWith(
      expect.objectContaining({ top: 0, left: 0 }),
    );
  });
});
