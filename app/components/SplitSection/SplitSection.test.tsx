import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SplitSection } from "./SplitSection";

const follows = (first: Node, second: Node) =>
  Boolean(
    first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING,
  );

describe("SplitSection", () => {
  it("is a region at its anchor, named by its heading, that reads heading, main part, then side part", () => {
    render(
      <SplitSection
        id="contact"
        intro={{ eyebrow: "Contact", heading: "Write to us", lead: "Soon." }}
        mainSide="end"
        main={<form aria-label="Message">Fields</form>}
        side={<aside aria-label="Direct">Phone</aside>}
      />,
    );
    const region = screen.getByRole("region", { name: "Write to us" });
    expect(region).toHaveAttribute("id", "contact");
    const heading = within(region).getByRole("heading", { level: 2 });
    expect(heading).toHaveAttribute("id", "contact-heading");
    expect(within(region).getByText("Soon.")).toBeInTheDocument();
    // On wide screens the columns place the parts by this order.
    const main = within(region).getByRole("form", { name: "Message" });
    const side = within(region).getByRole("complementary", { name: "Direct" });
    expect(follows(heading, main)).toBe(true);
    expect(follows(main, side)).toBe(true);
  });
});
