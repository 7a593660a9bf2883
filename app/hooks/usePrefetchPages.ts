import { whenIdle } from "~/effects/idle";
import { useEffect } from "react";
import {
  type ManifestRoute,
  routeChunks,
  routeModules,
} from "~/lib/routeChunks";

type Manifest = { routes: Record<string, ManifestRoute> };

/** Each file requested so far and still arriving or arrived. */
const requested = new Map<string, Promise<boolean>>();

function preload(href: string): Promise<boolean> {
  const known = requested.get(href);
  if (known) return known;
  const arrived = new Promise<boolean>((resolve) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.onload = () => resolve(true);
    link.onerror = () => {
      // Forgotten, so a later intent tries again (the connection may be back).
      requested.delete(href);
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
  requested.set(href, arrived);
  return arrived;
}

/**
 * Starts downloading the code of the page at `path` (its route modules and
 * their imports, all at once) with plain `modulepreload` links. Unlike the
 * router's own `prefetch`, a download that fails (offline, or a deploy
 * replaced the files) changes nothing on the page; a tap then falls back to
 * a full page load of where the visitor was going.
 *
 * With `evaluate`, once every file has arrived the page's route modules are
 * also run, in idle time: a tap then finds them ready, and the router
 * changes the URL and renders without first parsing and running them on the
 * tap's clock.
 */
export function prefetchPage(path: string, { evaluate = false } = {}) {
  if (typeof window === "undefined" || !navigator.onLine) return;
  const manifest = (window as { __reactRouterManifest?: Manifest })
    .__reactRouterManifest;
  if (!manifest) return;
  const pathname = path.split(/[?#]/)[0] || "/";
  const arrivals = routeChunks(manifest.routes, pathname).map(preload);
  if (!evaluate) return;
  void Promise.all(arrivals).then((arrived) => {
    if (!arrived.every(Boolean)) return;
    whenIdle(() => {
      for (const href of routeModules(manifest.routes, pathname)) {
        // A failure here is the router's to meet on the tap (a full load).
        import(/* @vite-ignore */ href).catch(() => undefined);
      }
    });
  });
}

/**
 * Fetches, and runs, the code of the pages these always-visible links lead
 * to once the page is idle, so a tap on them navigates without waiting for
 * the network or for the code to start.
 */
export function usePrefetchPages(paths: readonly string[]) {
  const key = paths.join(" ");
  useEffect(
    () =>
      whenIdle(() => {
        for (const path of key.split(" "))
          prefetchPage(path, { evaluate: true });
      }),
    [key],
  );
}
