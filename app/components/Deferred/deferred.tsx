import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { watchUntilNeeded } from "~/lib/whenNeeded";

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
 * to be needed. (React hydrates them only after the page itself, so an
 * effect-set flag would already be true when their loaders run.)
 */
let isFirstView = !isServer;
/** Parts whose prerendered HTML is still waiting for its code. */
const unhydrated = new Map<Promise<void>, string>();
const waiting = new Set<() => void>();

function releaseAll() {
  isFirstView = false;
  for (const release of waiting) release();
  waiting.clear();
}

/**
 * A navigation re-renders everything under the router, and React answers an
 * update that reaches a part still waiting to hydrate by throwing its
 * prerendered HTML away. So the first link click releases every waiting part
 * and holds the click until they have hydrated, then replays it.
 */
function handleFirstLinkClick(event: MouseEvent) {
  if (!isFirstView) return;
  const link =
    event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  releaseAll();
  window.removeEventListener("click", handleFirstLinkClick, true);
  const isPlainClick =
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!link.target || link.target === "_self") &&
    link.origin === window.location.origin &&
    link.href !== window.location.href;
  if (!isPlainClick || unhydrated.size === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void Promise.all(unhydrated.keys()).then(() =>
    requestAnimationFrame(() => link.click()),
  );
}

/**
 * A form inside a part still waiting for its code would submit natively: the
 * page would reload with the visitor's words in the URL. Hold the submission
 * until every waiting part has hydrated, then submit again through React.
 */
function holdEarlySubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const isInWaitingPart = [...unhydrated.values()].some((sectionId) =>
    document.getElementById(sectionId)?.contains(form),
  );
  if (!isInWaitingPart) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  releaseAll();
  void Promise.all(unhydrated.keys()).then(() =>
    requestAnimationFrame(() => form.requestSubmit()),
  );
}

if (!isServer) {
  window.addEventListener("submit", holdEarlySubmit, true);
  window.addEventListener("click", handleFirstLinkClick, true);
  window.addEventListener("popstate", releaseAll, { once: true });
}

/** Resolves when the element with `id` nears the viewport or is interacted with. */
function whenNeeded(id: string, rootMargin: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!isFirstView || !element) {
      resolve();
      return;
    }
    let stopWatching = () => {};
    const release = () => {
      waiting.delete(release);
      stopWatching();
      resolve();
    };
    waiting.add(release);
    stopWatching = watchUntilNeeded(element, rootMargin, release);
  });
}

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A below-the-fold part whose code loads only when it is needed. The
 * prerendered HTML already holds its content; on the first page load React
 * keeps that HTML, un-hydrated, until the part's section (`sectionId`) comes
 * within `rootMargin` of the viewport, the visitor interacts with it, or the
 * visitor follows a link. On later client navigations it loads at once.
 */
export function deferred<P extends object>(
  load: Loader<P>,
  sectionId: string,
  rootMargin = "400px 0px",
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let markHydrated = () => {};

  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };

  function Hydrated(props: P & { Part: ComponentType<P> }) {
    const { Part, ...rest } = props;
    useEffect(() => markHydrated(), []);
    return <Part {...(rest as P)} />;
  }

  const Lazy = lazy(async () => {
    if (!isServer && isFirstView) {
      const hydrated = new Promise<void>((resolve) => {
        markHydrated = () => {
          unhydrated.delete(hydrated);
          resolve();
        };
      });
      unhydrated.set(hydrated, sectionId);
      await whenNeeded(sectionId, rootMargin);
    }
    const Part = await preload();
    return { default: (props: P) => <Hydrated {...props} Part={Part} /> };
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
