import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import { caseStudyLink, contactLink, serviceLink, studiesOf } from "./links";

describe("links: where answers point", () => {
  it("a case study links its own page", () => {
    const [study] = caseStudies;
    expect(study && caseStudyLink(study).to).toBe(`/portfolio/${study?.id}`);
  });

  it("a service line opens the services section on its tab", () => {
    expect(serviceLink("smm")).toMatchObject({
      to: "/Home#services",
      state: { serviceTab: "smm" },
    });
  });

  it("the contact link is the contact form", () => {
    expect(contactLink.to).toBe("/Home#contact");
  });

  it("case studies by id, skipping ids that are gone", () => {
    expect(
      studiesOf(["haldi-house-reels", "no-such-study"]).map((s) => s.id),
    ).toEqual(["haldi-house-reels"]);
  });
});
