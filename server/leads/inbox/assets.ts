import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { speedStyles } from "../speed/speed";
import { inboxStyles } from "./styles";

/**
 * The site's own design for the service's pages (the inbox, its sign-in and
 * the form's pages without JavaScript): the design tokens from
 * `app/styles/tokens.css`, both themes included, and the Poppins weights the
 * site uses, from `@fontsource/poppins`, served from this origin (the pages'
 * policy allows styles and fonts from 'self' only).
 */

export const FONT_PATH = "/studio/fonts/";
const WEIGHTS = [400, 600, 700] as const;
const require = createRequire(import.meta.url);

/** The first of `paths` found in a folder at or above the service's own, or null. */
function findUp(paths: string[][]): string | null {
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

/** The repository's `app/styles/tokens.css`, from source or from the build. */
function readTokens(): string {
  const path = findUp([["app", "styles", "tokens.css"]]);
  if (path) return readFileSync(path, "utf8");
  throw new Error("app/styles/tokens.css not found beside the lead service");
}

/** The site's icon, at FAVICON_PATH on the service's pages too (no /favicon.ico 404). */
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

const fontFaces = WEIGHTS.map(
  (weight) => `@font-face {
  font-family: "Poppins";
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url("${FONT_PATH}poppins-${weight}.woff2") format("woff2");
}`,
).join("\n");

let built: string | undefined;
/** The stylesheet: tokens, fonts, then the pages' own rules. */
export function serviceStylesheet(): string {
  built ??= `${readTokens()}\n${fontFaces}\n${inboxStyles}\n${speedStyles}`;
  return built;
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
