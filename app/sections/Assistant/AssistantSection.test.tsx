import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AssistantSection } from "./AssistantSection";

function renderSection() {
  const Stub = createRoutesStub([
    { path: "/Home", Component: AssistantSection },
  ]);
  render(<Stub initialEntries={["/Home#assistant"]} />);
}

describe("AssistantSection", () => {
  it("is the #assistant region, named by its heading, holding the chat", async () => {
    renderSection();
    // A client-side mount (not hydration) loads the chat at once.
    const region = await screen.findByRole("region", {
      name: "Ask the project assistant",
    });
    expect(region).toHaveAttribute("id", "assistant");
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Ask the project assistant",
    );
    expect(await within(region).findByRole("log")).toBeInTheDocument();
    expect(
      within(region).getByRole("textbox", { name: "Ask a question" }),
    ).toBeInTheDocument();
  });
});
