/**
 * The start-up layer (scripts/boot.ts) rewrites the inline script that React
 * Router's `<Scripts>` writes into each prerendered page. That script is the
 * framework's private output, so this renders it with the installed React
 * Router, the way the prerender does, and checks the rewrite still
 * understands it: after an upgrade that changes its shape, this fails with a
 * message saying so, before any page ships without starting.
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Scripts,
  StaticRouterProvider,
  type UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint } from "./boot";

const route = (id: string, module: string, parentId?: string) => ({
  id,
  parentId,
  path: parentId ? undefined : "",
  index: parentId ? true : undefined,
  module,
  imports: [`/assets/${id}-shared.js`],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: true,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

const manifest: AssetsManifest = {
  entry: {
    module: "/assets/entry.client-E.js",
    imports: ["/assets/react-dom-R.js"],
  },
  url: "/assets/manifest-M.js",
  version: "M",
  routes: {
    root: route("root", "/assets/root-A.js"),
    "routes/home": route("routes/home", "/assets/home-B.js", "root"),
  },
};

/** What React Router writes for `/`, as in a prerendered page (ssr: false). */
async function frameworkPage(): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Scripts),
      children: [{ id: "routes/home", index: true, Component: () => null }],
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("no static context");
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree: ReactNode = createElement(
    FrameworkContext.Provider,
    {
      value: {
        manifest,
        routeModules: {},
        future: {},
        ssr: false,
        isSpaMode: false,
        routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
        serverHandoffString: "{}",
      },
    },
    createElement(StaticRouterProvider, { router, context, hydrate: false }),
  );
  return `<html><head></head><body><main>Page</main>${renderToStaticMarkup(tree)}</body></html>`;
}

describe("React Router's bootstrap, as the installed version writes it", () => {
  it("is still the shape the start-up layer rewrites (else see docs/decisions/001-hydration.md)", async () => {
    const page = await frameworkPage();
    // What the framework wrote: its module script and preloads.
    expect(page).toContain("window.__reactRouterRouteModules");
    expect(page).toContain('<link rel="modulepreload"');

    const html = bootAfterFirstPaint(page);
    const script = /<script type="module" async="">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    // The framework's script is gone, replaced by one that waits for paint.
    expect(html).not.toMatch(/^import /m);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(now))");
    // It imports the same modules the framework listed, then the entry.
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-M.js"),import("/assets/root-A.js"),import("/assets/home-B.js")])',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"routes/home":route1};return import("/assets/entry.client-E.js")',
    );
    // Every module the framework would have preloaded starts with the app.
    for (const href of [
      "/assets/entry.client-E.js",
      "/assets/react-dom-R.js",
      "/assets/root-shared.js",
      "/assets/routes/home-shared.js",
    ]) {
      expect(script).toContain(JSON.stringify(href));
    }
  });

  it("fails the build, saying why, when a page's bootstrap is not recognised", async () => {
    const page = await frameworkPage();
    const changed = page.replace(
      "window.__reactRouterRouteModules",
      "window.__reactRouterModules",
    );
    expect(() => bootAfterFirstPaint(changed)).toThrow(
      /React Router's inline bootstrap changed shape/,
    );
  });
});
