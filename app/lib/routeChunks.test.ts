import { describe, expect, it } from "vitest";
import { routeChunks, routeModules } from "./routeChunks";

const routes = {
  root: {
    id: "root",
    path: "",
    module: "/assets/root.js",
    imports: ["/assets/react.js"],
  },
  home: {
    id: "home",
    parentId: "root",
    index: true,
    module: "/assets/home.js",
  },
  portfolio: {
    id: "portfolio",
    parentId: "root",
    path: "portfolio",
    module: "/assets/portfolio.js",
    imports: ["/assets/react.js", "/assets/chips.js"],
  },
  "case-study": {
    id: "case-study",
    parentId: "root",
    path: "portfolio/:id",
    module: "/assets/case-study.js",
  },
};

describe("routeChunks", () => {
  it("lists every file a page needs, each once, from the build manifest", () => {
    expect(routeChunks(routes, "/portfolio")).toEqual([
      "/assets/root.js",
      "/assets/react.js",
      "/assets/portfolio.js",
      "/assets/chips.js",
    ]);
    expect(routeChunks(routes, "/portfolio/hospital-registration")).toContain(
      "/assets/case-study.js",
    );
    expect(routeChunks(routes, "/")).toContain("/assets/home.js");
  });

  it("lists nothing for a path no route matches", () => {
    expect(routeChunks({ portfolio: routes.portfolio }, "/nowhere")).toEqual(
      [],
    );
  });
});

describe("routeModules", () => {
  it("lists the matched routes' own modules, outermost first, without their imports", () => {
    expect(routeModules(routes, "/portfolio")).toEqual([
      "/assets/root.js",
      "/assets/portfolio.js",
    ]);
    expect(routeModules(routes, "/portfolio/hospital-registration")).toEqual([
      "/assets/root.js",
      "/assets/case-study.js",
    ]);
  });
});
