import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";

let hasHydrated = false;
const isServer = typeof window === "undefined";

/** Called once the app has hydrated: later renders are client navigations. */
export function useMarkHydrated() {
  useEffect(() => {
    hasHydrated = true;
  }, []);
}

/**
 * True until the visitor first navigates. While it holds, deferred parts wait
 * to be needed; React hydrates them only after the page has, so an effect
 * flag would already be set by the time their loaders run.
 */
let isFirstView = !isServer;
const waiting = new Set<() => void>();

/**
 * A navigation re-renders everything under the router, including parts still
 * waiting to hydrate, and React holds the navigation until they can. So the
 * first link click or history step releases every waiting part at once.
 */
function releaseAll() {
  isFirstView = false;
  for (const release of waiting) release();
  waiting.clear();
  document.removeEventListener("click", releaseOnLink, true);
  window.removeEventListener("popstate", releaseAll);
}

function releaseOnLink(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest("a[href]")) {
    releaseAll();
  }
}

if (!isServer) {
  document.addEventListener("click", releaseOnLink, true);
  window.addEventListener("popstate", releaseAll);
}

/** Resolves when the element with `id` nears the viewport or is interacted with. */
function whenNeeded(id: string, rootMargin: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!isFirstView || !element || !("IntersectionObserver" in window)) {
      resolve();
      return;
    }
    const events = ["focusin", "pointerdown", "keydown", "touchstart"] as const;
    const done = () => {
      waiting.delete(done);
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, done);
      resolve();
    };
    waiting.add(done);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin },
    );
    observer.observe(element);
    for (const name of events)
      element.addEventListener(name, done, { passive: true });
  });
}

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A below-the-fold part whose code loads only when it is needed. The
 * prerendered HTML already holds its content; on the first page load React
 * keeps that HTML, un-hydrated, until the part's section (`sectionId`) comes
 * within `rootMargin` of the viewport or the visitor interacts with it. On
 * later client navigations it loads at once.
 */
export function deferred<P extends object>(
  load: Loader<P>,
  sectionId: string,
  rootMargin = "400px 0px",
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };

  const Lazy = lazy(async () => {
    if (!isServer && isFirstView) await whenNeeded(sectionId, rootMargin);
    return { default: await preload() };
  });

  function Deferred(props: P) {
    // Fixed per instance: the tree's shape must never change under it. The
    // prerender and hydration must agree on it whatever has loaded already.
    const [mode] = useState(() =>
      isServer || !hasHydrated ? "hydration" : loaded ? "loaded" : "navigation",
    );
    if (mode === "loaded" && loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (mode === "navigation") {
      // Inside the router's transition: the previous page stays on screen
      // until this part is ready, instead of flashing an empty fallback.
      return <Lazy {...props} />;
    }
    // During hydration: React keeps the prerendered HTML until it loads. The
    // prerender writes that HTML in the same boundary, without waiting once
    // an earlier page has loaded the part.
    const Loaded = isServer ? loaded : null;
    return (
      <Suspense fallback={null}>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
      </Suspense>
    );
  }

  return { Component: Deferred, preload };
}
