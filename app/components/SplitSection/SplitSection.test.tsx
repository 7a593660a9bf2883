import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SplitSection } from "./SplitSection";

describe("SplitSection", () => {
  it("is a region at its anchor, named by its heading, reading heading, main part, then side part", () => {
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
    // The wide layout places the parts by their order in the columns.
    const columns = region.querySelector('[data-layout="columns"]');
    expect(
      [...(columns?.children ?? [])].map((child) => child.tagName),
    ).toEqual(["HEADER", "FORM", "ASIDE"]);
    expect(within(region).getByRole("heading", { level: 2 })).toHaveAttribute(
      "id",
      "contact-heading",
    );
    expect(within(region).getByText("Soon.")).toBeInTheDocument();
  });
});
