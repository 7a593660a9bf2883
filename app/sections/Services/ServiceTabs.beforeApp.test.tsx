import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnglishPage } from "../../../test/englishPage";
import { services } from "~/content/services";
import { ServiceTabs } from "./ServiceTabs";

const app = (
  <EnglishPage>
    <MemoryRouter initialEntries={["/Home"]}>
      <ServiceTabs services={services} />
    </MemoryRouter>
  </EnglishPage>
);

let root: Root | null = null;

/** The prerendered tabs in the page, their inline script run, no app yet. */
function paintPrerenderedTabs() {
  const container = document.createElement("div");
  // The build's render: only it writes the script's text.
  vi.stubEnv("SSR", true);
  try {
    container.innerHTML = renderToString(app);
  } finally {
    vi.unstubAllEnvs();
  }
  document.body.append(container);
  // HTML inserted this way does not run its scripts: run the tabs' own, as
  // the browser does while parsing the page.
  for (const script of Array.from(container.getElementsByTagName("script"))) {
    new Function(script.text)();
  }
  return container;
}

function hydrate(container: HTMLElement) {
  act(() => {
    root = hydrateRoot(container, app);
  });
}

const webTab = () => screen.getByRole("tab", { name: "Web Development" });
const socialTab = () =>
  screen.getByRole("tab", { name: "Social Media Marketing" });
const panelOf = (tab: HTMLElement) =>
  screen.getByRole("tabpanel", {
    name: tab.textContent ?? "",
    hidden: true,
  });

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("ServiceTabs before the app runs", () => {
  it("ships a script with the prerendered tabs", () => {
    expect(renderToString(app)).toContain("<script>");
  });

  it("answers ArrowRight, Home and End as the first key presses", async () => {
    paintPrerenderedTabs();
    const user = userEvent.setup();
    webTab().focus();

    await user.keyboard("{ArrowRight}");
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    expect(socialTab()).toHaveFocus();
    expect(webTab()).toHaveAttribute("tabindex", "-1");
    expect(panelOf(socialTab())).toHaveAttribute("data-state", "active");
    expect(panelOf(webTab())).toHaveAttribute("data-state", "inactive");

    await user.keyboard("{Home}");
    expect(webTab()).toHaveAttribute("aria-selected", "true");
    expect(webTab()).toHaveFocus();

    await user.keyboard("{End}");
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
  });

  it("selects a tab that is clicked", async () => {
    paintPrerenderedTabs();
    await userEvent.setup().click(socialTab());
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    expect(panelOf(socialTab())).toHaveAttribute("data-state", "active");
  });

  it("keeps the visitor's choice when the app starts, then hands the keys to it", async () => {
    const view = paintPrerenderedTabs();
    const user = userEvent.setup();
    webTab().focus();
    await user.keyboard("{ArrowRight}");

    hydrate(view);
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    expect(socialTab()).toHaveFocus();

    // One press, one move: the script stands aside once the app runs.
    await user.keyboard("{ArrowLeft}");
    expect(webTab()).toHaveAttribute("aria-selected", "true");
    expect(socialTab()).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{End}");
    expect(socialTab()).toHaveAttribute("aria-selected", "true");
    expect(panelOf(webTab())).toHaveAttribute("inert");
  });
});
