import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** What the page's HTML imports: the app's bootstrap and its preloads. */
const PAGE_IMPORT = /(?:from\s*|import\s*\(?\s*)"(\/assets\/[^"]+\.js)"/g;

export type Graph = {
  /** Absolute `/assets/…` URLs of the modules a page loads up front. */
  initial: string[];
  /** Modules only reachable through dynamic `import()`: loaded on demand. */
  deferred: string[];
};

/** One chunk of Vite's build manifest (`build.manifest`). */
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
export type BundleManifest = Record<string, Chunk>;

/** Where the build keeps Vite's manifest, beside (not in) the client. */
export function bundleManifestOf(buildDir: string): string {
  return join(buildDir, "bundle-manifest.json");
}

export function readBundleManifest(clientDir: string): BundleManifest {
  return JSON.parse(
    readFileSync(bundleManifestOf(join(clientDir, "..")), "utf8"),
  ) as BundleManifest;
}

/**
 * The scripts a prerendered page loads at once (what its HTML imports, and
 * their static imports), and those it may load later (dynamic imports of
 * those, and everything they import), from Vite's manifest.
 */
export function pageGraph(manifest: BundleManifest, html: string): Graph {
  const byUrl = new Map(
    Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]),
  );
  const urlOf = (key: string) => {
    const chunk = manifest[key];
    return chunk ? `/${chunk.file}` : null;
  };
  const closure = (roots: string[], seen = new Set<string>()) => {
    const stack = [...roots];
    while (stack.length > 0) {
      const url = stack.pop();
      if (!url || seen.has(url)) continue;
      seen.add(url);
      for (const key of byUrl.get(url)?.imports ?? []) {
        const next = urlOf(key);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const roots = [...html.matchAll(PAGE_IMPORT)]
    .map((match) => match[1])
    .filter((url): url is string => Boolean(url));
  const initial = closure(roots);
  const deferredRoots = [...initial].flatMap((url) =>
    (byUrl.get(url)?.dynamicImports ?? []).flatMap((key) => urlOf(key) ?? []),
  );
  const deferred = closure(deferredRoots);
  for (const url of initial) deferred.delete(url);
  return { initial: [...initial].sort(), deferred: [...deferred].sort() };
}

export function gzipBytes(clientDir: string, url: string): number {
  return gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
}

export function totalGzip(clientDir: string, urls: readonly string[]): number {
  return urls.reduce((sum, url) => sum + gzipBytes(clientDir, url), 0);
}

export function clientDirOf(root: string): string {
  return join(root, process.env.BUILD_DIR ?? "build", "client");
}
