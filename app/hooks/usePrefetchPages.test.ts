import { afterEach, describe, expect, it } from "vitest";
import { prefetchPage } from "./usePrefetchPages";

type ManifestWindow = Window & { __reactRouterManifest?: unknown };

function preloadsOf(href: string) {
  return document.head.querySelectorAll(
    `link[rel="modulepreload"][href="${href}"]`,
  );
}

describe("prefetchPage", () => {
  afterEach(() => {
    delete (window as ManifestWindow).__reactRouterManifest;
    document.head.innerHTML = "";
  });

  it("asks for a page's code once, and again after a download that failed", () => {
    (window as ManifestWindow).__reactRouterManifest = {
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js" },
        work: {
          id: "work",
          parentId: "root",
          path: "work",
          module: "/assets/work.js",
        },
      },
    };
    prefetchPage("/work");
    prefetchPage("/work");
    const [link] = preloadsOf("/assets/work.js");
    expect(preloadsOf("/assets/work.js")).toHaveLength(1);

    link?.dispatchEvent(new Event("error"));
    expect(preloadsOf("/assets/work.js")).toHaveLength(0);
    prefetchPage("/work");
    expect(preloadsOf("/assets/work.js")).toHaveLength(1);
  });
});
