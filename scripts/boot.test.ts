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
      'const ahead=["/assets/entry.client-4.js","/assets/react-dom-5.js"]',
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(now))");
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
      addEventListener: () => {},
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

  it("starts the module preloads a few per task, the entry first", async () => {
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/react-dom-5.js"/>',
      Array.from(
        { length: 13 },
        (_, index) =>
          `<link rel="modulepreload" href="/assets/chunk-${index}.js"/>`,
      ).join(""),
    );
    const script =
      /<script type="module" async="">(.*?)<\/script>/.exec(
        bootAfterFirstPaint(many),
      )?.[1] ?? "";
    const appended: string[] = [];
    const document = {
      createElement: () => ({}),
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    new Function(
      "document",
      "window",
      "importModule",
      `${script.replaceAll("import(", "importModule(").replace(/const start=.*$/, "")};boot();`,
    )(document, {}, () => new Promise(() => {}));
    // The entry and five more at once, the rest in later tasks.
    expect(appended).toEqual([
      "/assets/entry.client-4.js",
      ...Array.from({ length: 5 }, (_, index) => `/assets/chunk-${index}.js`),
    ]);
    await new Promise((done) => setTimeout(done, 0));
    expect(appended).toHaveLength(12);
    await new Promise((done) => setTimeout(done, 0));
    expect(appended).toHaveLength(14);
  });

  /**
   * Runs the page's start-up script with its boot counted instead of run, in
   * a fake page: a cover image when `hero` is set, the performance timeline,
   * the fonts, the load event and the tab's visibility in the test's hands.
   */
  function startUp({
    hero = false,
    visible = true,
    recorded = ["paint", "largest-contentful-paint"],
  } = {}) {
    const script =
      /<script type="module" async="">(.*?)<\/script>/.exec(
        bootAfterFirstPaint(page),
      )?.[1] ?? "";
    type Entry = { type: string; name?: string; element?: unknown };
    const windowListeners = new Map<string, () => void>();
    const documentListeners = new Map<string, () => void>();
    let fontsLoaded = () => {};
    const fonts = { ready: new Promise<void>((done) => (fontsLoaded = done)) };
    // The timeline: an observer sees earlier entries of its type too
    // (buffered), then each new one.
    const timeline: Entry[] = [];
    const observers = new Set<FakeObserver>();
    class FakeObserver {
      static supportedEntryTypes = recorded;
      type = "";
      constructor(
        private readonly callback: (list: unknown, observer: unknown) => void,
      ) {}
      observe({ type }: { type: string }) {
        this.type = type;
        observers.add(this);
        this.deliver(timeline.filter((entry) => entry.type === type));
      }
      deliver(entries: Entry[]) {
        if (entries.length > 0)
          this.callback({ getEntries: () => entries }, this);
      }
      disconnect() {
        observers.delete(this);
      }
    }
    const image = hero ? { alt: "cover" } : null;
    const selectors: string[] = [];
    const document = {
      visibilityState: visible ? "visible" : "hidden",
      readyState: "interactive",
      fonts,
      querySelector: (selector: string) => {
        selectors.push(selector);
        return image;
      },
      addEventListener: (type: string, listener: () => void) =>
        documentListeners.set(type, listener),
    };
    const frames: unknown[] = [];
    let boots = 0;
    new Function(
      "document",
      "requestAnimationFrame",
      "PerformanceObserver",
      "addEventListener",
      "countBoot",
      script.replace(
        /^const boot=.*?;const start=/,
        "const boot=countBoot;const start=",
      ),
    )(
      document,
      (callback: unknown) => frames.push(callback),
      FakeObserver,
      (type: string, listener: () => void) =>
        windowListeners.set(type, listener),
      () => (boots += 1),
    );
    const record = (entry: Entry) => {
      timeline.push(entry);
      for (const observer of [...observers]) {
        if (observer.type === entry.type) observer.deliver([entry]);
      }
    };
    return {
      frames,
      selectors,
      image,
      boots: () => boots,
      paint: (name: string) => record({ type: "paint", name }),
      largestPaint: (element: unknown) =>
        record({ type: "largest-contentful-paint", element }),
      fontsLoaded: () => fontsLoaded(),
      pageLoads: () => windowListeners.get("load")?.(),
      hide: () => {
        document.visibilityState = "hidden";
        documentListeners.get("visibilitychange")?.();
      },
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
      await settle();
      expect(page.frames).toHaveLength(1);
    });

    it("never starts on the load event alone: it can come before the first paint", async () => {
      const page = startUp();
      page.pageLoads();
      page.fontsLoaded();
      await settle();
      expect(page.frames).toHaveLength(0);
      page.paint("first-contentful-paint");
      await settle();
      expect(page.frames).toHaveLength(1);
    });

    it("takes the load event for the fonts when they never say they are ready", async () => {
      const page = startUp();
      page.paint("first-contentful-paint");
      await settle();
      expect(page.frames).toHaveLength(0);
      page.pageLoads();
      await settle();
      expect(page.frames).toHaveLength(1);
    });

    it("waits for a high-priority image (the largest paint) to paint", async () => {
      const page = startUp({ hero: true });
      expect(page.selectors).toEqual(['img[fetchpriority="high"]']);
      page.paint("first-contentful-paint");
      page.fontsLoaded();
      page.largestPaint({ alt: "a heading" });
      await settle();
      expect(page.frames).toHaveLength(0);
      page.largestPaint(page.image);
      await settle();
      expect(page.frames).toHaveLength(1);
    });

    it("takes the load event for the image's paint when something larger painted first", async () => {
      const page = startUp({ hero: true });
      page.paint("first-contentful-paint");
      page.fontsLoaded();
      page.largestPaint({ alt: "a larger heading" });
      await settle();
      expect(page.frames).toHaveLength(0);
      page.pageLoads();
      await settle();
      expect(page.frames).toHaveLength(1);
    });

    it("starts once the fonts are in where the browser records no paint timing", async () => {
      const page = startUp({ hero: true, recorded: [] });
      page.fontsLoaded();
      await settle();
      expect(page.frames).toHaveLength(1);
    });

    it("starts at once in a hidden tab, which paints no frames", () => {
      const page = startUp({ visible: false });
      expect(page.boots()).toBe(1);
      expect(page.frames).toHaveLength(0);
    });

    it("starts at once when the tab is hidden before the page has painted", async () => {
      const page = startUp();
      expect(page.boots()).toBe(0);
      page.hide();
      expect(page.boots()).toBe(1);
      page.paint("first-contentful-paint");
      page.fontsLoaded();
      await settle();
      expect(page.frames).toHaveLength(0);
      expect(page.boots()).toBe(1);
    });
  });

  it("refuses a bootstrap it does not understand instead of shipping a dead page", () => {
    const odd = page.replace('import("/assets/entry.client-4.js");', "");
    expect(() => bootAfterFirstPaint(odd)).toThrow(/changed shape/);
  });
});
