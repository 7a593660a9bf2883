import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { faq } from "~/content/faq";
import { FAQ_SHOWN, faqIntro } from "~/content/faqIntro";
import { AssistantSection } from "./AssistantSection";

function renderSection() {
  const Stub = createRoutesStub([
    { path: "/Home", Component: () => <AssistantSection faq={faq} /> },
  ]);
  render(<Stub initialEntries={["/Home#assistant"]} />);
}

describe("AssistantSection", () => {
  it("is the #assistant region, named by its heading, holding the chat", async () => {
    renderSection();
    const region = await screen.findByRole("region", {
      name: "Ask the project assistant",
    });
    expect(region).toHaveAttribute("id", "assistant");
    expect(within(region).getByRole("log")).toBeInTheDocument();
    expect(
      within(region).getByRole("textbox", { name: "Ask a question" }),
    ).toBeInTheDocument();
  });

  it("shows the FAQ as disclosures, each answer linking to where the site says more", async () => {
    const user = userEvent.setup();
    renderSection();
    const region = await screen.findByRole("region", {
      name: "Ask the project assistant",
    });
    const questions = within(region)
      .getAllByRole("group")
      .filter((element) => element.tagName === "DETAILS");
    // Every question, and one more row that folds the later ones.
    expect(questions).toHaveLength(faq.length + 1);
    const moreText = faqIntro.more(faq.length - FAQ_SHOWN);
    const fold = questions.find(
      (element) => within(element).queryByText(moreText) !== null,
    );
    if (!fold) throw new Error("no fold");
    const [, ...later] = faq.slice(FAQ_SHOWN - 1);
    for (const entry of later) {
      expect(within(fold).getByText(entry.question)).not.toBeVisible();
    }
    const [first] = faq;
    if (!first) throw new Error("the FAQ is empty");
    const summary = within(region).getByText(first.question);
    const details = questions.find((element) => element.contains(summary));
    if (!details) throw new Error("the question is not a disclosure");
    const answer = within(details).getByText(first.answer, { exact: false });
    expect(answer).not.toBeVisible();
    await user.click(summary);
    expect(answer).toBeVisible();
    expect(
      within(details).getByRole("link", { name: first.more.label }),
    ).toHaveAttribute("href", first.more.to);
  });
});
