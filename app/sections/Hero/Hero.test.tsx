import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { homeContent } from "~/content/pages/en/homeContent";
import { measuredFigures } from "~/lib/measured";
import { Hero } from "./Hero";
import { measuredCopy } from "~/content/measured";

const englishFigures = { measuredCopy, dateLocale: "en-IN" };

function renderHero(props: Omit<Parameters<typeof Hero>[0], "content">) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <Hero content={homeContent} {...props} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const lighthouse = {
  date: "2026-11-26T10:00:00.000Z",
  runs: 5,
  performance: 100,
  performanceMin: 100,
  accessibility: 100,
  ttiMs: 912,
};

describe("the hero's measured figures", () => {
  it("keeps the spec's stat cards and adds the measured figure, dated, with how", () => {
    renderHero({
      measured: measuredFigures({ lighthouse }, englishFigures).hero,
    });
    for (const stat of homeContent.hero.stats) {
      expect(screen.getByText(stat.value)).toBeInTheDocument();
    }
    expect(
      screen.getByText(/Lighthouse performance of this page: 100\/100/),
    ).toBeInTheDocument();
    expect(screen.getByText("measured on 26 Nov 2026")).toHaveAttribute(
      "datetime",
      lighthouse.date,
    );
    expect(
      screen.getByRole("link", { name: "how we measured" }),
    ).toHaveAttribute("href", "/insights/fast-sites-on-indian-mobile-data");
  });

  it("shows only the content's figures when nothing was measured", () => {
    renderHero({ measured: [] });
    expect(screen.getByText("98/100")).toBeInTheDocument();
    expect(screen.queryByText(/measured on/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "how we measured" }),
    ).not.toBeInTheDocument();
  });
});
