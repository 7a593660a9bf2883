import { describe, expect, it } from "vitest";
import { type BundleManifest, pageGraph } from "./bundleGraph";

const manifest: BundleManifest = {
  "app/root.tsx": {
    file: "assets/root-1.js",
    imports: ["_react-2.js"],
    dynamicImports: ["app/dialog.tsx"],
  },
  "_react-2.js": { file: "assets/react-2.js" },
  "app/routes/home.tsx": {
    file: "assets/home-3.js",
    imports: ["_react-2.js", "_tabs-4.js"],
    dynamicImports: ["app/engine.ts"],
  },
  "_tabs-4.js": { file: "assets/tabs-4.js" },
  "app/dialog.tsx": { file: "assets/dialog-5.js", imports: ["_react-2.js"] },
  "app/engine.ts": { file: "assets/engine-6.js", imports: ["_index-7.js"] },
  "_index-7.js": { file: "assets/index-7.js" },
  "app/routes/portfolio.tsx": { file: "assets/portfolio-8.js" },
};

/** The framework's own inline start, as a prerendered page carries it. */
const html = `<script type="module" async="">
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-3.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
</script>`;

describe("pageGraph", () => {
  it("counts what the page imports and their static imports as up front", () => {
    expect(pageGraph(manifest, html).initial).toEqual([
      "/assets/home-3.js",
      "/assets/react-2.js",
      "/assets/root-1.js",
      "/assets/tabs-4.js",
    ]);
  });

  it("counts dynamic imports and what only they import as on demand, never twice", () => {
    expect(pageGraph(manifest, html).deferred).toEqual([
      "/assets/dialog-5.js",
      "/assets/engine-6.js",
      "/assets/index-7.js",
    ]);
  });

  it("leaves out other pages' code", () => {
    const graph = pageGraph(manifest, html);
    expect([...graph.initial, ...graph.deferred]).not.toContain(
      "/assets/portfolio-8.js",
    );
  });
});
