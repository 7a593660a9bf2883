import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { ServiceTabs } from "./ServiceTabs";

type Entry = string | { pathname: string; hash?: string; state?: unknown };

function Page() {
  return (
    <>
      <ServiceTabs services={services} />
      <nav aria-label="Footer">
        <Link to="/Home#services" state={{ serviceTab: "smm" }}>
          Instagram Handling
        </Link>
        <Link to="/Home#services" state={{ serviceTab: "dev" }}>
          Web Development link
        </Link>
      </nav>
    </>
  );
}

function renderTabs(entry: Entry = "/Home") {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={[entry]} />);
  return { user: userEvent.setup() };
}

const webTab = () => screen.getByRole("tab", { name: "Web Development" });
const socialTab = () =>
  screen.getByRole("tab", { name: "Social Media Marketing" });

/** The pane a visitor can see: inactive panes are hidden. */
function visiblePane() {
  const panels = screen
    .getAllByRole("tabpanel", { hidden: true })
    .filter((panel) => panel.getAttribute("data-state") === "active");
  expect(panels).toHaveLength(1);
  const [panel] = panels;
  if (!panel) throw new Error("no active panel");
  return panel;
}

function chips(panel: HTMLElement) {
  return within(panel)
    .getAllByRole("listitem")
    .filter((item) =>
      within(panel).getByRole("list", { name: "Key results" }).contains(item),
    )
    .map((item) => item.textContent);
}

describe("ServiceTabs", () => {
  it("offers the two service lines as tabs in a tablist", () => {
    renderTabs();
    const tablist = screen.getByRole("tablist", { name: "Service lines" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Web Development", "Social Media Marketing"]);
  });

  it("selects Web Development by default and shows its chips and call to action", () => {
    renderTabs();
    expect(webTab()).toHaveAttribute("aria-selected", "true");
    expect(webTab()).toHaveAttribute("data-state", "active");
    expect(socialTab()).toHaveAttribute("aria-selected", "false");
    const pane = visiblePane();
    expect(pane).toHaveAttribute("aria-labelledby", webTab().id);
    expect(webTab()).toHaveAttribute("aria-controls", pane.id);
    expect(chips(pane)).toEqual(["< 1s TTI", "95+ Lighthouse", "A11y AA"]);
    expect(
      within(pane).getByRole("link", { name: "Get a dev quote" }),
    ).toHaveAttribute("href", "/Home#contact");
  });

  it("switches to Social Media Marketing on click, with its own chips and call to action", async () => {
    const { user } = renderTabs();
    await user.click(socialTab());
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    expect(webTab()).toHaveAttribute("aria-selected", "false");
    const pane = visiblePane();
    expect(pane).toHaveAttribute("aria-labelledby", socialTab().id);
    expect(chips(pane)).toEqual(["+40% engagement", "3x output", "Brand-safe"]);
    expect(
      within(pane).getByRole("link", { name: "Plan my content" }),
    ).toHaveAttribute("href", "/Home#contact");
    expect(
      within(pane).queryByRole("link", { name: "Get a dev quote" }),
    ).not.toBeInTheDocument();
  });

  it("lists each pane's offerings", async () => {
    const { user } = renderTabs();
    for (const lead of [
      "Front-end",
      "Back-end",
      "Landing pages",
      "Web apps",
      "Internal tools",
      "Hospital patient registration",
    ]) {
      expect(
        within(visiblePane()).getByRole("heading", { name: lead }),
      ).toBeInTheDocument();
    }
    await user.click(socialTab());
    for (const lead of [
      "Product mockups",
      "Reels and posts",
      "Logos and banners",
      "Product promotions",
      "3D video",
    ]) {
      expect(
        within(visiblePane()).getByRole("heading", { name: lead }),
      ).toBeInTheDocument();
    }
  });

  it("moves between tabs with ArrowRight, ArrowLeft, Home and End", async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(webTab()).toHaveFocus();

    for (const [key, tab] of [
      ["{ArrowRight}", socialTab],
      ["{ArrowLeft}", webTab],
      ["{End}", socialTab],
      ["{Home}", webTab],
    ] as const) {
      await user.keyboard(key);
      expect(tab()).toHaveFocus();
      expect(tab()).toHaveAttribute("aria-selected", "true");
    }
  });

  it("wraps around with the arrow keys", async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard("{ArrowLeft}");
    expect(socialTab()).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(webTab()).toHaveFocus();
  });

  it("keeps only the selected tab in the Tab order", async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(webTab()).toHaveFocus();
    await user.tab();
    expect(socialTab()).not.toHaveFocus();
  });

  it("puts the selected tab in the Tab order from the first render, before any focus", () => {
    renderTabs();
    expect(webTab()).toHaveAttribute("tabindex", "0");
    expect(socialTab()).toHaveAttribute("tabindex", "-1");
  });

  it("makes the pane being left inert at once, so Tab never lands in it while it fades", async () => {
    const { user } = renderTabs();
    await user.click(socialTab());
    const [web, social] = ["panel-dev", "panel-smm"].map((id) =>
      screen
        .getAllByRole("tabpanel", { hidden: true })
        .find((panel) => panel.id === id),
    );
    expect(web).toHaveAttribute("inert");
    expect(social).not.toHaveAttribute("inert");
    expect(socialTab()).toHaveAttribute("tabindex", "0");
    expect(webTab()).toHaveAttribute("tabindex", "-1");
  });

  it("opens on the social tab when a footer link asks for it (state serviceTab: smm)", () => {
    renderTabs({
      pathname: "/Home",
      hash: "#services",
      state: { serviceTab: "smm" },
    });
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    expect(chips(visiblePane())).toEqual([
      "+40% engagement",
      "3x output",
      "Brand-safe",
    ]);
  });

  it("ignores a tab request it does not know", () => {
    renderTabs({ pathname: "/Home", state: { serviceTab: "3d" } });
    expect(webTab()).toHaveAttribute("aria-selected", "true");
  });

  it("switches tab when a footer link is followed while the tabs are on screen", async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole("link", { name: "Instagram Handling" }));
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    await user.click(
      screen.getByRole("link", { name: "Web Development link" }),
    );
    expect(webTab()).toHaveAttribute("aria-selected", "true");
  });

  it("lets the visitor's own choice stand after a footer link selected a tab", async () => {
    const { user } = renderTabs({
      pathname: "/Home",
      state: { serviceTab: "smm" },
    });
    await user.click(webTab());
    expect(webTab()).toHaveAttribute("aria-selected", "true");
  });

  it("selects the social tab again when the same footer link is followed twice", async () => {
    const { user } = renderTabs();
    const instagram = screen.getByRole("link", { name: "Instagram Handling" });
    await user.click(instagram);
    await user.click(webTab());
    await user.click(instagram);
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
  });
});
