import { describe, expect, it } from "vitest";
import { about } from "./about";
import { hero } from "./hero";
import {
  homeSectionOrder,
  homeSectionPath,
  sectionHash,
  sectionIds,
} from "./sectionIds";
import { footerServiceLinks, footerUsefulLinks, navLinks } from "./site";
import type { NavLink } from "./types";

describe("section ids", () => {
  it("builds links from the one list of ids", () => {
    expect(sectionHash(sectionIds.work)).toBe("#work");
    expect(homeSectionPath(sectionIds.contact)).toBe("/Home#contact");
    expect(homeSectionOrder[0]).toBe(sectionIds.home);
  });

  it("refuses, at typecheck, a link to an anchor that does not exist", () => {
    // @ts-expect-error: no section is called "pricing".
    expect(sectionHash("pricing")).toBe("#pricing");
    // @ts-expect-error: "/Home#contcat" names no section.
    const misspelt: NavLink = { label: "Contact", to: "/Home#contcat" };
    expect(misspelt.to).toBe("/Home#contcat");
  });

  it("points every in-page link of the copy at a section", () => {
    const links = [
      ...navLinks,
      ...footerServiceLinks,
      ...footerUsefulLinks,
      hero.primaryCta,
      hero.secondaryCta,
      about.primaryCta,
      about.secondaryCta,
    ];
    const anchors = links
      .map((link) => link.to.split("#")[1])
      .filter((anchor) => anchor !== undefined);
    expect(anchors.length).toBeGreaterThan(8);
    for (const anchor of anchors) {
      expect(homeSectionOrder).toContain(anchor);
    }
  });
});
