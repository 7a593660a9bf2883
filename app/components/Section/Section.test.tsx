import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sectionHeadingId } from "~/content/sectionIds";
import { Section } from "./Section";
import { SectionHeader } from "./SectionHeader";

describe("Section", () => {
  it("is a region at its anchor, named by the heading it opens with", () => {
    render(
      <Section
        id="process"
        intro={{
          eyebrow: "Process",
          heading: "How we work",
          lead: "Four steps, no surprises.",
        }}
      >
        <p>Step one</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "How we work" });
    expect(region).toHaveAttribute("id", "process");
    const heading = within(region).getByRole("heading", { level: 2 });
    expect(heading).toHaveAttribute("id", "process-heading");
    expect(heading).toHaveTextContent("How we work");
    expect(within(region).getByText("Process")).toBeInTheDocument();
    expect(
      within(region).getByText("Four steps, no surprises."),
    ).toBeInTheDocument();
    expect(within(region).getByText("Step one")).toBeInTheDocument();
  });

  it("takes the eyebrow from the intro when it carries one", () => {
    render(
      <Section id="work" intro={{ eyebrow: "Our work", heading: "Selected" }}>
        <p>Cards</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Selected" });
    expect(within(region).getByText("Our work")).toBeInTheDocument();
  });

  it("is named by a header placed inside it, for a section laid out in columns", () => {
    render(
      <Section id="about" layout="columns">
        <div>
          <SectionHeader
            id={sectionHeadingId("about")}
            eyebrow="About"
            heading="Two founders"
          />
          <p>Promises</p>
        </div>
        <figure>Chat</figure>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Two founders" });
    expect(region).toHaveAttribute("id", "about");
    expect(within(region).getAllByRole("heading")).toHaveLength(1);
    expect(within(region).getByRole("figure")).toHaveTextContent("Chat");
  });
});
