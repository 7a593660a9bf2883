import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLink } from "./PageLink";

/** A header that stays across pages, as the site's does, above each page. */
function Shell() {
  return (
    <>
      <nav aria-label="Main">
        <PageLink to="/portfolio">Portfolio</PageLink>
      </nav>
      <Outlet />
    </>
  );
}

function renderHome() {
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        { path: "/", Component: () => <h1>Home</h1> },
        { path: "/portfolio", Component: () => <h1>Our work</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

function portfolioLink() {
  return screen.getByRole("link", { name: "Portfolio" });
}

function press(link: HTMLElement, pointerType = "touch") {
  fireEvent.pointerDown(link, { isPrimary: true, button: 0, pointerType });
}

describe("PageLink", () => {
  it("shows it is pressed from the moment a finger touches it", () => {
    renderHome();
    const link = portfolioLink();
    expect(link).not.toHaveAttribute("data-pressed");
    press(link);
    expect(link).toHaveAttribute("data-pressed");
  });

  it("lets go of the pressed state when the press turns into a scroll", () => {
    renderHome();
    const link = portfolioLink();
    press(link);
    fireEvent.pointerCancel(link, { isPrimary: true, pointerType: "touch" });
    expect(link).not.toHaveAttribute("data-pressed");
  });

  it("lets go when a mouse leaves before letting go, not when a touch lifts", () => {
    renderHome();
    const link = portfolioLink();
    press(link, "touch");
    fireEvent.pointerLeave(link, { pointerType: "touch" });
    expect(link).toHaveAttribute("data-pressed");
    press(link, "mouse");
    fireEvent.pointerLeave(link, { pointerType: "mouse" });
    expect(link).not.toHaveAttribute("data-pressed");
  });

  it("stays pressed through the tap and lets go once the next page shows", async () => {
    renderHome();
    const link = portfolioLink();
    press(link);
    fireEvent.click(link);
    expect(
      await screen.findByRole("heading", { name: "Our work" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Portfolio" })).not.toHaveAttribute(
      "data-pressed",
    );
  });

  it("lets go when something else handles the click", () => {
    renderHome();
    const link = portfolioLink();
    link.addEventListener("click", (event) => event.preventDefault());
    press(link);
    fireEvent.click(link);
    expect(link).not.toHaveAttribute("data-pressed");
    expect(screen.getByRole("heading", { name: "Home" })).toBeVisible();
  });

  it("does not stay pressed for a click that opens a new tab", () => {
    renderHome();
    const link = portfolioLink();
    press(link, "mouse");
    fireEvent.click(link, { ctrlKey: true });
    expect(link).toHaveAttribute("href", "/portfolio");
    expect(link).not.toHaveAttribute("data-pressed");
    expect(screen.getByRole("heading", { name: "Home" })).toBeVisible();
  });
});
