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
    const english = [
      "/portfolio",
      ...realStudies.map((s) => `/portfolio/${s.id}`),
      "/insights",
    ];
    expect(paths).toEqual([
      "/",
      "/Home",
      ...english,
      "/hi/",
      ...english.map((path) => `/hi${path}`),
    ]);
    expect(canonicalPaths()).not.toContain("/Home");
  });

  it("prerenders the insights list and every article it is given", () => {
    studies.list = [...realStudies];
    const paths = prerenderPaths(["fast-sites", "reels-plan"]);
    expect(paths).toContain("/insights");
    expect(paths).toContain("/insights/fast-sites");
    expect(paths).toContain("/insights/reels-plan");
    // The articles are in English only: the Hindi pages list them.
    expect(paths).toContain("/hi/insights");
    expect(paths).not.toContain("/hi/insights/fast-sites");
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
