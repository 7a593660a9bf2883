import { describe, expect, it, vi } from "vitest";
import type { CaseStudy } from "~/content/types";

const studies = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock("~/content/caseStudies", () => ({
  get caseStudies() {
    return studies.list;
  },
}));

// Test files share one module registry (vitest.config: isolate false).
vi.resetModules();
const { prerenderPaths, canonicalPaths } = await import("./routePaths");
const { caseStudies: realStudies } = await vi.importActual<{
  caseStudies: readonly CaseStudy[];
}>("~/content/caseStudies");

describe("prerenderPaths", () => {
  it("prerenders both home routes, the portfolio and every case study", () => {
    studies.list = [...realStudies];
    const paths = prerenderPaths();
    expect(paths.slice(0, 3)).toEqual(["/", "/Home", "/portfolio"]);
    expect(paths.slice(3)).toEqual([
      ...realStudies.map((s) => `/portfolio/${s.id}`),
      "/insights",
    ]);
    expect(canonicalPaths()).not.toContain("/Home");
  });

  it("prerenders the insights list and every article it is given", () => {
    studies.list = [...realStudies];
    expect(prerenderPaths(["fast-sites", "reels-plan"]).slice(-3)).toEqual([
      "/insights",
      "/insights/fast-sites",
      "/insights/reels-plan",
    ]);
  });

  it("stops the build, naming the case study, when its description is empty", () => {
    const [first, ...rest] = realStudies;
    studies.list = [{ ...first, summary: " " }, ...rest];
    expect(() => prerenderPaths()).toThrow(
      new RegExp(`${first?.id}\\.summary: empty`),
    );
  });

  it("stops the build when an image has no source", () => {
    const [first, ...rest] = realStudies;
    if (!first) throw new Error("no case studies");
    studies.list = [{ ...first, cover: { ...first.cover, src: "" } }, ...rest];
    expect(() => prerenderPaths()).toThrow(/has no source/);
  });
});

describe("prerenderPaths and the home page's featured work", () => {
  it("stops the build, naming the id, when a featured case study is gone", () => {
    studies.list = realStudies.filter(
      (study) => study.id !== "bunkar-looms-launch",
    );
    expect(() => prerenderPaths()).toThrow(
      /featuredWork\.ts[\s\S]*no case study has the id "bunkar-looms-launch"/,
    );
  });
});
