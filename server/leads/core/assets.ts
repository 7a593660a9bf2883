import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The service's own pages' files (stylesheets, the inbox's script), read
 * from the repository and served under ASSETS_PATH with a hash of their
 * content in the name: a new version is a new address, so each can be kept
 * by browsers for a year. Fonts and the icon keep fixed names.
 */

export const ASSETS_PATH = "/studio/assets/";
export const FONT_PATH = "/studio/fonts/";
/** Served by the app from `public/favicon.svg`. */
export const FAVICON_PATH = "/studio/favicon.svg";
const WEIGHTS = [400, 600, 700] as const;
const require = createRequire(import.meta.url);

export type Asset = {
  /** Where it is served: `/studio/assets/<name>.<hash>.<ext>`. */
  path: string;
  type: string;
  body: string;
};

/** The first of `paths` found in a folder at or above the service's own, or null. */
export function findUp(paths: string[][]): string | null {
  for (
    let dir = dirname(fileURLToPath(import.meta.url));
    dir !== dirname(dir);
    dir = dirname(dir)
  ) {
    for (const path of paths) {
      if (existsSync(join(dir, ...path))) return join(dir, ...path);
    }
  }
  return null;
}

/** A file of the repository (`["server", "leads", "inbox", "inbox.css"]`), as text. */
export function readRepoFile(path: string[]): string {
  const found = findUp([path]);
  if (found) return readFileSync(found, "utf8");
  throw new Error(`${path.join("/")} not found beside the lead service`);
}

const TYPES = {
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
} as const;

/** `body` as an asset named `<name>.<hash>.<ext>`. */
export function hashedAsset(
  name: string,
  ext: keyof typeof TYPES,
  body: string,
): Asset {
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return {
    path: `${ASSETS_PATH}${name}.${hash}.${ext}`,
    type: TYPES[ext],
    body,
  };
}

/** A value computed on first use, then kept. */
export function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

const fontFaces = WEIGHTS.map(
  (weight) => `@font-face {
  font-family: "Poppins";
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url("${FONT_PATH}poppins-${weight}.woff2") format("woff2");
}`,
).join("\n");

/**
 * The base stylesheet of every page of the service (the sign-in, the form's
 * pages without JavaScript, the studio's pages): the site's design tokens
 * from `app/styles/tokens.css`, both themes included, the Poppins weights
 * the site uses, and `core/base.css`.
 */
export const baseStylesheet = once(() =>
  hashedAsset(
    "base",
    "css",
    [
      readRepoFile(["app", "styles", "tokens.css"]),
      fontFaces,
      readRepoFile(["server", "leads", "core", "base.css"]),
    ].join("\n"),
  ),
);

let favicon: Buffer | null | undefined;
/** `public/favicon.svg` (or the build's copy), or null when neither is here. */
export function faviconFile(): Buffer | null {
  if (favicon === undefined) {
    const path = findUp([
      ["public", "favicon.svg"],
      ["build", "client", "favicon.svg"],
    ]);
    favicon = path ? readFileSync(path) : null;
  }
  return favicon;
}

const fonts = new Map<string, Buffer>();
/** A Poppins weight's woff2 file by its served name, or null. */
export function fontFile(name: string): Buffer | null {
  const weight = WEIGHTS.find((w) => name === `poppins-${w}.woff2`);
  if (!weight) return null;
  let file = fonts.get(name);
  if (!file) {
    file = readFileSync(
      require.resolve(
        `@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`,
      ),
    );
    fonts.set(name, file);
  }
  return file;
}
