import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageIntro } from "./PageIntro";

describe("PageIntro", () => {
  it("opens the page with its one h1 and the lead under it", () => {
    render(<PageIntro title="Our work" lead="Half web, half feed." />);
    expect(screen.getByRole("banner")).toContainElement(
      screen.getByRole("heading", { level: 1, name: "Our work" }),
    );
    expect(screen.getByText("Half web, half feed.")).toBeInTheDocument();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });
});
