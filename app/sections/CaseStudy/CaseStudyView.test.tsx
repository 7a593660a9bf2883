import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { caseStudies, caseStudyCopy } from "~/content/caseStudies";
import type { CaseStudy } from "~/content/types";
import { neighbours } from "~/lib/caseStudy";
import { CaseStudyView } from "./CaseStudyView";

function byId(id: string): CaseStudy {
  const study = caseStudies.find((item) => item.id === id);
  if (!study) throw new Error(`No case study ${id}`);
  return study;
}

const webStudy = byId("hospital-registration");
const socialStudy = byId("haldi-house-reels");

function renderStudy(study: CaseStudy) {
  const Stub = createRoutesStub([
    {
      path: "/portfolio/:id",
      Component: () => <CaseStudyView study={study} />,
    },
  ]);
  render(<Stub initialEntries={[`/portfolio/${study.id}`]} />);
}

/**
 * The figure whose caption holds `text`. (jsdom does not name figures after
 * their figcaption as browsers do, so this reads the captions itself.)
 */
function figureWith(text: string) {
  const figure = screen
    .getAllByRole("figure")
    .find((item) => item.textContent?.includes(text));
  if (!figure) throw new Error(`No figure shows "${text}"`);
  return figure;
}

/** The items of the list a section heading names. */
function itemsUnder(heading: string) {
  return within(screen.getByRole("list", { name: heading }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("CaseStudyView", () => {
  it("shows every field of a web case study", () => {
    renderStudy(webStudy);
    expect(
      screen.getByRole("heading", { level: 1, name: webStudy.title }),
    ).toBeVisible();
    expect(screen.getByText("Web Development")).toBeVisible();
    expect(screen.getByText(webStudy.summary)).toBeVisible();
    expect(screen.getByText(webStudy.client)).toBeVisible();
    expect(screen.getByText(webStudy.sector)).toBeVisible();
    expect(screen.getByText(webStudy.services.join(", "))).toBeVisible();
    expect(screen.getByText(String(webStudy.year))).toBeVisible();
    expect(screen.getByText(webStudy.challenge)).toBeVisible();
    expect(itemsUnder("Results")).toEqual(webStudy.results);
    expect(itemsUnder("What we did")).toEqual(webStudy.approach);
    expect(itemsUnder("Stack")).toEqual(webStudy.stack);
    expect(
      screen.queryByRole("heading", { name: "Deliverables" }),
    ).not.toBeInTheDocument();
  });

  it("quotes the client in a blockquote with name and role", () => {
    renderStudy(webStudy);
    const quote = screen.getByRole("blockquote");
    expect(quote).toHaveTextContent(webStudy.quote.text);
    const figure = figureWith(webStudy.quote.name);
    expect(figure).toContainElement(quote);
    expect(figure).toHaveTextContent(
      `${webStudy.quote.role}, ${webStudy.client}`,
    );
  });

  it("loads the cover first and every other visual lazily", () => {
    renderStudy(webStudy);
    const cover = screen.getByRole("img", { name: webStudy.cover.alt });
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(cover).toHaveAttribute("width", String(webStudy.cover.width));
    expect(cover).toHaveAttribute("height", String(webStudy.cover.height));
    for (const visual of webStudy.visuals) {
      const image = screen.getByRole("img", { name: visual.alt });
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("src", visual.src);
      expect(image).toHaveAttribute("width", String(visual.width));
      expect(figureWith(visual.caption)).toContainElement(image);
    }
  });

  it("shows social reels and posts as posters in a phone frame with caption and platform", () => {
    renderStudy(socialStudy);
    expect(itemsUnder("Deliverables")).toEqual(socialStudy.stack);
    const posters = socialStudy.visuals.filter(
      (visual) => visual.kind === "reel" || visual.kind === "post",
    );
    expect(posters.length).toBeGreaterThanOrEqual(2);
    for (const poster of posters) {
      const figure = figureWith(poster.caption);
      expect(figure).toHaveAttribute("data-frame", "phone");
      expect(within(figure).getByRole("img")).toHaveAccessibleName(poster.alt);
      expect(figure).toHaveTextContent(
        "platform" in poster ? poster.platform : "",
      );
    }
  });

  it("ends with previous, next, back to portfolio and a call to action", () => {
    renderStudy(webStudy);
    const { previous, next } = neighbours(webStudy, caseStudies);
    const pager = screen.getByRole("navigation", {
      name: caseStudyCopy.pagerLabel,
    });
    expect(
      within(pager).getByRole("link", { name: /previous case study/i }),
    ).toHaveAttribute("href", `/portfolio/${previous.id}`);
    expect(
      within(pager).getByRole("link", { name: /previous case study/i }),
    ).toHaveTextContent(previous.title);
    expect(
      within(pager).getByRole("link", { name: /next case study/i }),
    ).toHaveAttribute("href", `/portfolio/${next.id}`);
    expect(
      within(pager).getByRole("link", { name: "Back to portfolio" }),
    ).toHaveAttribute("href", "/portfolio");
    expect(
      screen.getByRole("link", { name: "Start a project" }),
    ).toHaveAttribute("href", "/Home#contact");
  });

  it("has one h1 and section headings below it", () => {
    renderStudy(socialStudy);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ).toEqual([
      "Results",
      "The challenge",
      "What we did",
      "Deliverables",
      "Reels, posts and designs",
      caseStudyCopy.cta.title,
    ]);
  });
});
