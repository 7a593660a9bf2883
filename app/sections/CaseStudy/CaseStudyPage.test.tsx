import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import CaseStudyPage from "~/routes/case-study";
import { caseStudies } from "~/content/caseStudies";

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/portfolio/:id", Component: CaseStudyPage },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("/portfolio/:id", () => {
  it.each(caseStudies.map((study) => [study.id, study.title]))(
    "shows %s",
    (id, title) => {
      renderAt(`/portfolio/${id}`);
      expect(
        screen.getByRole("heading", { level: 1, name: title }),
      ).toBeVisible();
    },
  );

  it.each([
    "/portfolio/Hospital-Registration",
    "/portfolio/HOSPITAL-REGISTRATION/",
    "/portfolio/hospital%2Dregistration",
  ])("forgives the case and encoding of %s", (path) => {
    renderAt(path);
    expect(
      screen.getByRole("heading", { level: 1, name: /registration desk/i }),
    ).toBeVisible();
  });

  it.each([
    "/portfolio/not-a-case",
    `/portfolio/${"very-long-".repeat(40)}`,
    "/portfolio/%F0%9F%A6%84",
  ])("shows the not-found view for %s", (path) => {
    renderAt(path);
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "We couldn't find that case study",
      }),
    ).toBeVisible();
    expect(
      screen.getByRole("link", { name: "See all case studies" }),
    ).toHaveAttribute("href", "/portfolio");
    expect(
      screen.getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
    for (const study of caseStudies) {
      expect(screen.getByRole("link", { name: study.title })).toHaveAttribute(
        "href",
        `/portfolio/${study.id}`,
      );
    }
  });
});
