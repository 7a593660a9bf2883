import { matchRoutes, type RouteObject } from "react-router";

/** The parts of the framework's build manifest this module reads. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: readonly string[];
};

/** The manifest's routes that match `pathname`, outermost first. */
function matchManifest(
  routes: Readonly<Record<string, ManifestRoute>>,
  pathname: string,
): ManifestRoute[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: tree(route.id) },
    );
  const matches = matchRoutes(tree(undefined), pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const entry = route.id ? routes[route.id] : undefined;
    return entry ? [entry] : [];
  });
}

/**
 * The JavaScript files a page at `pathname` needs, from the build manifest
 * (`window.__reactRouterManifest.routes`): every matched route's module and
 * its imports, so they can be requested together, not in a chain.
 */
export function routeChunks(
  routes: Readonly<Record<string, ManifestRoute>>,
  pathname: string,
): string[] {
  const files = matchManifest(routes, pathname).flatMap((entry) => [
    entry.module,
    ...(entry.imports ?? []),
  ]);
  return [...new Set(files)];
}

/** The route modules themselves of the page at `pathname`. */
export function routeModules(
  routes: Readonly<Record<string, ManifestRoute>>,
  pathname: string,
): string[] {
  return matchManifest(routes, pathname).map((entry) => entry.module);
}
