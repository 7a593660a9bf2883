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
        .getAllByRole("link")
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
    expect(screen.getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
    );
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

  describe("mobile menu", () => {
    it("is a collapsed button that controls the link list", () => {
      renderHeader();
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menu()).toContainElement(
        screen.getByRole("link", { name: "Portfolio" }),
      );
      expect(menu()).toHaveAttribute("data-open", "false");
    });

    it("opens and closes with a click", async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute("aria-expanded", "true");
      expect(menu()).toHaveAttribute("data-open", "true");
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menu()).toHaveAttribute("data-open", "false");
    });

    it("opens from the keyboard and closes on Escape, returning focus to the button", async () => {
      const { user } = renderHeader();
      await user.tab(); // logo
      await user.tab();
      expect(menuButton()).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(menuButton()).toHaveAttribute("aria-expanded", "true");
      await user.tab();
      expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
      await user.keyboard("{Escape}");
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menuButton()).toHaveFocus();
    });

    it("closes when a link to another page is chosen", async () => {
      const { user } = renderHeader("/Home");
      await user.click(menuButton());
      await user.click(screen.getByRole("link", { name: "Portfolio" }));
      expect(screen.getByText("At /portfolio")).toBeInTheDocument();
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menuButton()).toHaveFocus();
    });

    it("closes when an in-page anchor is chosen", async () => {
      const { user } = renderHeader("/Home");
      await user.click(menuButton());
      await user.click(screen.getByRole("link", { name: "Services" }));
      expect(screen.getByText("At /Home#services")).toBeInTheDocument();
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("closes when Get Started is chosen", async () => {
      const { user } = renderHeader("/Home");
      await user.click(menuButton());
      await user.click(screen.getByRole("link", { name: "Get Started" }));
      expect(screen.getByText("At /Home#contact")).toBeInTheDocument();
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on a click outside it without stealing focus from what was clicked", async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      const elsewhere = screen.getByRole("button", {
        name: "Elsewhere on the page",
      });
      await user.click(elsewhere);
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(elsewhere).toHaveFocus();
    });

    it("stays open on a click inside it", async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      await user.click(menu());
      expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    });

    it("ignores Escape while closed", async () => {
      const { user } = renderHeader();
      await user.click(
        screen.getByRole("button", { name: "Elsewhere on the page" }),
      );
      await user.keyboard("{Escape}");
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(
        screen.getByRole("button", { name: "Elsewhere on the page" }),
      ).toHaveFocus();
    });
  });
});
