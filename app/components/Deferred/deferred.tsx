import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";

let hasHydrated = false;

/** Called once the app has hydrated: later renders are client navigations. */
export function useMarkHydrated() {
  useEffect(() => {
    hasHydrated = true;
  }, []);
}

/** Resolves when the element with `id` nears the viewport or is interacted with. */
function whenNeeded(id: string, rootMargin: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || !("IntersectionObserver" in window)) {
      resolve();
      return;
    }
    const events = ["focusin", "pointerdown", "keydown", "touchstart"] as const;
    const done = () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, done);
      resolve();
    };
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
    if (typeof window !== "undefined" && !hasHydrated) {
      await whenNeeded(sectionId, rootMargin);
    }
    return { default: await preload() };
  });

  function Deferred(props: P) {
    // Fixed per instance: the tree's shape must never change under it.
    const [mode] = useState(() =>
      loaded ? "loaded" : hasHydrated ? "navigation" : "hydration",
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
    // During hydration: React keeps the prerendered HTML until it loads.
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return { Component: Deferred, preload };
}
