import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "./SiteFooter";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "*", Component: SiteFooter }]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SiteFooter", () => {
  it("shows the copyright with the year as of viewing", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T12:00:00Z"));
    renderFooter();
    expect(screen.getByText(/© 2031 Kalam Studio/)).toBeInTheDocument();
  });

  it("has Terms & Conditions and Privacy Policy anchors", () => {
    renderFooter();
    expect(
      screen.getByRole("link", { name: "Terms & Conditions" }),
    ).toHaveAttribute("href", "#terms");
    expect(
      screen.getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "#privacy");
  });
});
