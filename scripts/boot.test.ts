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
      "PerformanceObserver",
      "addEventListener",
      `${script.replaceAll("import(", "importModule(")};return boot();`,
    )(document, window, fakeImport, waitForFrame, undefined, () => {});
    expect(loaded.at(-1)).toBe("/assets/entry.client-4.js");
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      home: { url: "/assets/home-3.js" },
    });
  });

  /**
   * Runs the page's start-up script with its boot replaced, in a fake page:
   * a cover image when `hero` is given, the paint timeline, the fonts and
   * the load event in the test's hands. Returns the frames it asked for.
   */
  function startUp({ hero }: { hero?: { complete: boolean } } = {}) {
    const script =
      /<script type="module" async="">(.*?)<\/script>/.exec(
        bootAfterFirstPaint(page),
      )?.[1] ?? "";
    const heroListeners = new Map<string, () => void>();
    const windowListeners = new Map<string, () => void>();
    let fontsLoaded = () => {};
    const fonts = { ready: new Promise<void>((done) => (fontsLoaded = done)) };
    // The paint timeline: an observer sees earlier entries too (buffered).
    const painted: string[] = [];
    const observers: FakeObserver[] = [];
    class FakeObserver {
      constructor(
        private readonly callback: (list: unknown, observer: unknown) => void,
      ) {}
      observe() {
        observers.push(this);
        for (const name of painted) this.deliver(name);
      }
      deliver(name: string) {
        this.callback(
          { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
          this,
        );
      }
      disconnect() {
        observers.splice(observers.indexOf(this), 1);
      }
    }
    const selectors: string[] = [];
    const document = {
      visibilityState: "visible",
      fonts,
      querySelector: (selector: string) => {
        selectors.push(selector);
        return hero
          ? {
              ...hero,
              addEventListener: (type: string, listener: () => void) =>
                heroListeners.set(type, listener),
            }
          : null;
      },
    };
    const frames: unknown[] = [];
    new Function(
      "document",
      "requestAnimationFrame",
      "PerformanceObserver",
      "addEventListener",
      script.replace(
        /^const boot=.*?;const start=/,
        "const boot=()=>{};const start=",
      ),
    )(
      document,
      (callback: unknown) => frames.push(callback),
      FakeObserver,
      (type: string, listener: () => void) =>
        windowListeners.set(type, listener),
    );
    const paint = (name: string) => {
      painted.push(name);
      for (const observer of [...observers]) observer.deliver(name);
    };
    return {
      frames,
      selectors,
      heroLoads: () => heroListeners.get("load")?.(),
      paint,
      fontsLoaded: () => fontsLoaded(),
      pageLoads: () => windowListeners.get("load")?.(),
    };
  }

  const settle = () => new Promise((done) => setTimeout(done, 0));

  describe("when the app starts", () => {
    it("waits for the first contentful paint and the page's fonts, then for the next frame", async () => {
      const page = startUp();
      page.paint("first-paint");
      await settle();
      expect(page.frames).toHaveLength(0);
      page.paint("first-contentful-paint");
      await settle();
      expect(page.frames).toHaveLength(0);
      page.fontsLoaded();
      await settle();
      expect(page.frames).toHaveLength(1);
      page.pageLoads();
      expect(page.frames).toHaveLength(1);
    });

    it("starts after the load event's next frame if no paint is reported", async () => {
      const page = startUp();
      page.fontsLoaded();
      await settle();
      expect(page.frames).toHaveLength(0);
      page.pageLoads();
      expect(page.frames).toHaveLength(1);
    });

    it("waits for a high-priority image (the largest paint) before starting", async () => {
      const page = startUp({ hero: { complete: false } });
      expect(page.selectors).toEqual(['img[fetchpriority="high"]']);
      page.paint("first-contentful-paint");
      page.fontsLoaded();
      await settle();
      expect(page.frames).toHaveLength(0);
      page.heroLoads();
      await settle();
      expect(page.frames).toHaveLength(1);
    });
  });

  it("refuses a bootstrap it does not understand instead of shipping a dead page", () => {
    const odd = page.replace('import("/assets/entry.client-4.js");', "");
    expect(() => bootAfterFirstPaint(odd)).toThrow(/changed shape/);
  });
});
