import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { gzipSync } from "node:zlib";

const Q = "[\"'`]";
const SPECIFIER = `${Q}(\\.{1,2}\\/[^"'\`]+\\.js)${Q}`;
const STATIC_IMPORT = new RegExp(
  `\\bfrom\\s*${SPECIFIER}|\\bimport\\s*${SPECIFIER}`,
  "g",
);
const DYNAMIC_IMPORT = new RegExp(`\\bimport\\(\\s*${SPECIFIER}\\s*\\)`, "g");
const PAGE_IMPORT = /(?:from\s*|import\s*\(?\s*)"(\/assets\/[^"]+\.js)"/g;

export type Graph = {
  /** Absolute `/assets/…` URLs of the modules a page loads up front. */
  initial: string[];
  /** Modules only reachable through dynamic `import()`: loaded on demand. */
  deferred: string[];
};

function resolve(from: string, specifier: string): string {
  return posix.join(posix.dirname(from), specifier);
}

function imports(clientDir: string, url: string, pattern: RegExp): string[] {
  const code = readFileSync(join(clientDir, url), "utf8");
  return [...code.matchAll(pattern)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier): specifier is string => Boolean(specifier))
    .map((specifier) => resolve(url, specifier));
}

function closure(clientDir: string, roots: string[], seen = new Set<string>()) {
  const stack = [...roots];
  while (stack.length > 0) {
    const url = stack.pop();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    stack.push(...imports(clientDir, url, STATIC_IMPORT));
  }
  return seen;
}

/** The scripts a prerendered page loads at once, and those it may load later. */
export function pageGraph(clientDir: string, html: string): Graph {
  const roots = [...html.matchAll(PAGE_IMPORT)]
    .map((match) => match[1])
    .filter((url): url is string => Boolean(url));
  const initial = closure(clientDir, roots);
  const deferredRoots = [...initial].flatMap((url) =>
    imports(clientDir, url, DYNAMIC_IMPORT),
  );
  const deferred = closure(clientDir, deferredRoots, new Set());
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

export { dirname };
