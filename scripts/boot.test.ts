import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint } from "./boot";

const page = `<html><head><link rel="modulepreload" href="/assets/react-dom-5.js"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("bootAfterFirstPaint", () => {
  it("starts every module together after the first frame and keeps the framework's order", () => {
    const html = bootAfterFirstPaint(page);
    const script = /<script type="module" async="">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/home-3.js")])',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"home":route1};return import("/assets/entry.client-4.js")',
    );
    // The entry and every module the framework listed start together.
    expect(script).toContain(
      'for(const href of ["/assets/entry.client-4.js","/assets/react-dom-5.js"])',
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(boot))");
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain("<main>Hi</main>");
  });

  it("produces a script that runs and loads the entry last", async () => {
    const html = bootAfterFirstPaint(page);
    const script =
      /<script type="module" async="">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    const loaded: string[] = [];
    const fakeImport = (url: string) => {
      loaded.push(url);
      return Promise.resolve({ url });
    };
    const head = { append: () => {} };
    const document = {
      visibilityState: "visible",
      createElement: () => ({}),
      querySelector: () => null,
      head,
    };
    const window = {} as { __reactRouterRouteModules?: unknown };
    // The first frame never comes here: boot by hand, as it would after it.
    const waitForFrame = () => {};
    await new Function(
      "document",
      "window",
      "importModule",
      "requestAnimationFrame",
      `${script.replaceAll("import(", "importModule(")};return boot();`,
    )(document, window, fakeImport, waitForFrame);
    expect(loaded.at(-1)).toBe("/assets/entry.client-4.js");
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      home: { url: "/assets/home-3.js" },
    });
  });

  it("waits for a high-priority image (the largest paint) before starting, then for the next frame", () => {
    const script =
      /<script type="module" async="">(.*?)<\/script>/.exec(
        bootAfterFirstPaint(page),
      )?.[1] ?? "";
    const listeners = new Map<string, () => void>();
    const hero = {
      complete: false,
      addEventListener: (type: string, listener: () => void) =>
        listeners.set(type, listener),
    };
    const selectors: string[] = [];
    const document = {
      visibilityState: "visible",
      querySelector: (selector: string) => {
        selectors.push(selector);
        return hero;
      },
    };
    const frames: unknown[] = [];
    new Function(
      "document",
      "requestAnimationFrame",
      script.replace(
        /^const boot=.*?;const start=/,
        "const boot=()=>{};const start=",
      ),
    )(document, (callback: unknown) => frames.push(callback));
    expect(selectors).toEqual(['img[fetchpriority="high"]']);
    expect(frames).toHaveLength(0);
    listeners.get("load")?.();
    expect(frames).toHaveLength(1);
  });

  it("refuses a bootstrap it does not understand instead of shipping a dead page", () => {
    const odd = page.replace('import("/assets/entry.client-4.js");', "");
    expect(() => bootAfterFirstPaint(odd)).toThrow(/changed shape/);
  });
});
