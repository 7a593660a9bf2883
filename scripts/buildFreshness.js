// Whether `npm start` must build before it serves: the build is stale when
// anything it serves or runs changed after the compiled server was written.
// Plain JavaScript, like start.js, which imports it.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * What the build reads: the site, its static files, the build and server
 * scripts, the lead service (bundled into the server), and the settings and
 * packages they are built with.
 */
export const BUILD_SOURCES = [
  "app",
  "public",
  "scripts",
  "server",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** Tests are never part of the build: editing one does not rebuild. */
const isTest = (/** @type {string} */ name) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/**
 * The newest change under `path`: a file's modification time, or a
 * folder's own (a file added, removed or renamed in it) and its contents'.
 * @param {string} path
 * @returns {{ mtimeMs: number, path: string }}
 */
export function newestChange(path) {
  if (!existsSync(path)) return { mtimeMs: 0, path };
  const stats = statSync(path);
  let newest = { mtimeMs: stats.mtimeMs, path };
  if (!stats.isDirectory()) return newest;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || isTest(entry)) continue;
    const found = newestChange(join(path, entry));
    if (found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest;
}

/**
 * The first source found newer than the compiled server (its path, for the
 * message), "no build" when there is none yet, or null when the build is
 * current.
 * @param {string} root the project's folder
 * @param {string} server the compiled server, `<build>/server/serve.js`
 * @returns {string | null}
 */
export function staleBecause(root, server) {
  if (!existsSync(server)) return "no build";
  const built = statSync(server).mtimeMs;
  for (const source of BUILD_SOURCES) {
    const found = newestChange(join(root, source));
    if (found.mtimeMs > built) return found.path;
  }
  return null;
}
