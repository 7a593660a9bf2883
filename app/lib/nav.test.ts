import { describe, expect, it } from "vitest";
import { navLinks } from "~/content/site";
import { isHomePath, isLinkCurrent, samePage } from "./nav";

const at = (pathname: string, hash = "") => ({ pathname, hash });

/** The labels of the nav links marked current at a location. */
function currentLabels(location: { pathname: string; hash: string }) {
  return navLinks
    .filter((link) => isLinkCurrent(link.to, location))
    .map((link) => link.label);
}

describe("isHomePath", () => {
  it.each(["/", "/Home", "/home", "/HOME", "/Home/"])(
    "treats %s as the home page",
    (path) => {
      expect(isHomePath(path)).toBe(true);
    },
  );

  it.each(["/portfolio", "/homes", "/Home/extra", ""])(
    "does not treat %j as the home page",
    (path) => {
      expect(isHomePath(path)).toBe(false);
    },
  );
});

describe("isLinkCurrent: which nav link is marked current", () => {
  it("marks Home on / and on /Home", () => {
    expect(currentLabels(at("/"))).toEqual(["Home"]);
    expect(currentLabels(at("/Home"))).toEqual(["Home"]);
  });

  it("marks Services, not Home, at /Home#services, whatever the case", () => {
    expect(currentLabels(at("/Home", "#services"))).toEqual(["Services"]);
    expect(currentLabels(at("/Home", "#Services"))).toEqual(["Services"]);
    expect(currentLabels(at("/", "#SERVICES"))).toEqual(["Services"]);
  });

  it("marks Contact at /Home#contact", () => {
    expect(currentLabels(at("/Home", "#contact"))).toEqual(["Contact"]);
  });

  it("keeps Home marked for a home section with no nav link of its own", () => {
    expect(currentLabels(at("/Home", "#process"))).toEqual(["Home"]);
  });

  it("marks Portfolio on the portfolio page and on a case study", () => {
    expect(currentLabels(at("/portfolio"))).toEqual(["Portfolio"]);
    expect(currentLabels(at("/portfolio/"))).toEqual(["Portfolio"]);
    expect(currentLabels(at("/portfolio/hospital-registration"))).toEqual([
      "Portfolio",
    ]);
  });

  it("marks nothing on a page no link points to", () => {
    expect(currentLabels(at("/portfolios"))).toEqual([]);
    expect(currentLabels(at("/nope"))).toEqual([]);
  });

  it("does not mark a home anchor while on another page with that hash", () => {
    expect(isLinkCurrent("/Home#services", at("/portfolio", "#services"))).toBe(
      false,
    );
  });
});

describe("samePage", () => {
  it("treats / and /Home, any case or trailing slash, as one page", () => {
    expect(samePage("/", "/Home")).toBe(true);
    expect(samePage("/home/", "/")).toBe(true);
    expect(samePage("/portfolio", "/Portfolio/")).toBe(true);
    expect(samePage("/portfolio", "/")).toBe(false);
    expect(samePage("/portfolio/a", "/portfolio/b")).toBe(false);
  });
});
