import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { scrollWindowTo } from "../../../test/scroll";
import { SiteHeader } from "./SiteHeader";

function Page() {
  const location = useLocation();
  return (
    <>
      <SiteHeader />
      <main>
        <p>
          At {location.pathname}
          {location.hash}
        </p>
        <button type="button">Elsewhere on the page</button>
      </main>
    </>
  );
}

function renderHeader(path = "/Home") {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
  return { user: userEvent.setup() };
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const menu = () => {
  const id = menuButton().getAttribute("aria-controls") ?? "";
  // aria-controls names an element by id: no Testing Library query does that.
  // eslint-disable-next-line testing-library/no-node-access
  const element = document.getElementById(id);
  if (!element) throw new Error(`No element with id ${id}`);
  return element;
};

afterEach(() => scrollWindowTo(0));

describe("SiteHeader", () => {
  it("names the logo link after the studio and points it home", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Kalam Studio" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("links Home, Services, Portfolio and Contact to their spec targets", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const hrefs = Object.fromEntries(
      within(nav)
        // The links sit in the phone menu's popover, which jsdom always
        // hides (no CSS shows it on a wide screen here).
        .getAllByRole("link", { hidden: true })
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(hrefs).toMatchObject({
      Home: "/Home",
      Services: "/Home#services",
      Portfolio: "/portfolio",
      Contact: "/Home#contact",
      "Get Started": "/Home#contact",
    });
  });

  it("marks the current page's link with aria-current", () => {
    renderHeader("/portfolio");
    expect(
      screen.getByRole("link", { name: "Portfolio", hidden: true }),
    ).toHaveAttribute("aria-current", "page");
    expect(
      screen.getByRole("link", { name: "Home", hidden: true }),
    ).not.toHaveAttribute("aria-current");
  });

  it("takes its scrolled look past 20 px of scroll, not before", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollWindowTo(20);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollWindowTo(21);
    expect(header).toHaveAttribute("data-scrolled", "true");
    scrollWindowTo(19);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  // Opening and closing are the browser's own (a native popover, which jsdom
  // does not implement): e2e/shell.spec.ts tests them in Chromium.
  describe("mobile menu", () => {
    it("is a collapsed button that opens the link list as a popover", () => {
      renderHeader();
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menuButton()).toHaveAttribute("popovertarget", menu().id);
      expect(menu()).toHaveAttribute("popover", "auto");
      expect(menu()).toContainElement(
        screen.getByRole("link", { name: "Portfolio", hidden: true }),
      );
      expect(menu()).toContainElement(
        screen.getByRole("link", { name: "Get Started", hidden: true }),
      );
    });
  });
});
