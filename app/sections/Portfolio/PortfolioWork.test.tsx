import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import type { CaseStudy } from "~/content/types";
import { PortfolioWork } from "./PortfolioWork";

const webStudies = caseStudies.filter((study) => study.line === "dev");
const socialStudies = caseStudies.filter((study) => study.line === "smm");

/** Shows the URL the way a visitor reads it in the address bar. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{location.pathname + location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderPortfolio(url = "/portfolio") {
  const Stub = createRoutesStub([
    {
      path: "/portfolio",
      Component: () => (
        <>
          <PortfolioWork />
          <AddressBar />
        </>
      ),
    },
    { path: "/portfolio/:id", Component: AddressBar },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { user: userEvent.setup() };
}

const address = () => screen.getByTestId("address").textContent;
const option = (name: string) =>
  within(
    screen.getByRole("navigation", { name: /filter case studies/i }),
  ).getByRole("link", { name });
const cardTitles = () =>
  screen
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);

function expectCurrent(name: string) {
  for (const label of ["All", "Web Development", "Social Media Marketing"]) {
    if (label === name) {
      expect(option(label)).toHaveAttribute("aria-current", "page");
    } else {
      expect(option(label)).not.toHaveAttribute("aria-current");
    }
  }
}

/** The cards shown are `studies`, in order, under the filter `current`. */
function expectShowing(studies: readonly CaseStudy[], current: string) {
  expect(cardTitles()).toEqual(studies.map((study) => study.title));
  expectCurrent(current);
}

describe("PortfolioWork", () => {
  it("lists every case study with its title, client, sector, summary and results", () => {
    renderPortfolio();
    expect(cardTitles()).toEqual(caseStudies.map((study) => study.title));
    const cards = screen.getAllByRole("article");
    caseStudies.forEach((study, index) => {
      const view = within(cards[index] as HTMLElement);
      expect(view.getByText(`${study.client} · ${study.sector}`)).toBeVisible();
      expect(view.getByText(study.summary)).toBeVisible();
      for (const result of study.results) {
        expect(view.getByText(result)).toBeVisible();
      }
    });
    expectCurrent("All");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing all ${caseStudies.length} case studies`,
    );
  });

  it("makes each card a single link to its case study", () => {
    renderPortfolio();
    const cards = screen.getAllByRole("article");
    cards.forEach((card, index) => {
      const study = caseStudies[index];
      const links = within(card).getAllByRole("link");
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(study?.title);
      expect(links[0]).toHaveAttribute("href", `/portfolio/${study?.id}`);
    });
  });

  it("loads the first cover at once and the rest lazily", () => {
    renderPortfolio();
    // Covers repeat the card title, so they are decorative (alt="").
    const covers = screen
      .getAllByRole("article")
      .map((card) => within(card).getByRole("presentation"));
    expect(covers[0]).toHaveAttribute("loading", "eager");
    expect(covers[0]).toHaveAttribute("width");
    for (const cover of covers.slice(1)) {
      expect(cover).toHaveAttribute("loading", "lazy");
      expect(cover).toHaveAttribute("height");
    }
  });

  it("narrows to web work and puts the choice in the URL", async () => {
    const { user } = renderPortfolio();
    await user.click(option("Web Development"));
    expect(address()).toBe("/portfolio?line=web");
    expectShowing(webStudies, "Web Development");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${webStudies.length} of ${caseStudies.length} case studies: Web Development`,
    );
  });

  it("narrows to social work and back to all", async () => {
    const { user } = renderPortfolio();
    await user.click(option("Social Media Marketing"));
    expect(address()).toBe("/portfolio?line=social");
    expectShowing(socialStudies, "Social Media Marketing");

    await user.click(option("All"));
    expect(address()).toBe("/portfolio");
    expect(cardTitles()).toHaveLength(caseStudies.length);
    expectCurrent("All");
  });

  it("works from the keyboard", async () => {
    const { user } = renderPortfolio();
    option("Web Development").focus();
    await user.keyboard("{Enter}");
    expect(address()).toBe("/portfolio?line=web");
    await user.tab();
    expect(option("Social Media Marketing")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(address()).toBe("/portfolio?line=social");
    expectCurrent("Social Media Marketing");
  });

  it("restores the previous filter on Back", async () => {
    const { user } = renderPortfolio();
    await user.click(option("Social Media Marketing"));
    await user.click(option("Web Development"));
    await user.click(screen.getByRole("button", { name: "Browser back" }));
    expect(address()).toBe("/portfolio?line=social");
    expectShowing(socialStudies, "Social Media Marketing");
  });

  it.each([
    ["/portfolio?line=web", webStudies, "Web Development"],
    ["/portfolio?line=social", socialStudies, "Social Media Marketing"],
    ["/portfolio?line=SOCIAL", socialStudies, "Social Media Marketing"],
  ])("opens %s already filtered", (url, studies, current) => {
    renderPortfolio(url);
    expect(cardTitles()).toEqual(studies.map((study) => study.title));
    expectCurrent(current);
  });

  it.each([
    "/portfolio?line=3d-video",
    "/portfolio?line=",
    "/portfolio?other=1",
  ])("shows everything for %s", (url) => {
    renderPortfolio(url);
    expect(cardTitles()).toHaveLength(caseStudies.length);
    expectCurrent("All");
  });

  it("opens a case study from its card", async () => {
    const { user } = renderPortfolio();
    const study = socialStudies[0];
    await user.click(screen.getByRole("link", { name: study?.title }));
    expect(address()).toBe(`/portfolio/${study?.id}`);
  });
});
