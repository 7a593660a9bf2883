import { useEffect } from "react";
import { type ManifestRoute, routeChunks } from "~/lib/routeChunks";

type Manifest = { routes: Record<string, ManifestRoute> };

const requested = new Set<string>();

/**
 * Starts downloading the code of the page at `path` (its route modules and
 * their imports, all at once) with plain `modulepreload` links. Unlike the
 * router's own `prefetch`, a download that fails (offline, or a deploy
 * replaced the files) changes nothing on the page; a tap then falls back to
 * a full page load of where the visitor was going.
 */
export function prefetchPage(path: string) {
  if (typeof window === "undefined" || !navigator.onLine) return;
  const manifest = (window as { __reactRouterManifest?: Manifest })
    .__reactRouterManifest;
  if (!manifest) return;
  const pathname = path.split(/[?#]/)[0] || "/";
  for (const href of routeChunks(manifest.routes, pathname)) {
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fetches the code of the pages these always-visible links lead to once the
 * page is idle, so a tap on them navigates without waiting for the network.
 */
export function usePrefetchPages(paths: readonly string[]) {
  const key = paths.join(" ");
  useEffect(() => {
    const prefetchAll = () => {
      for (const path of key.split(" ")) prefetchPage(path);
    };
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(prefetchAll, 1);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetchAll);
    return () => window.cancelIdleCallback(handle);
  }, [key]);
}
