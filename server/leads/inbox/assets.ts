import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { speedStyles } from "../speed/speedPage";
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

/** The repository's `app/styles/tokens.css`, from source or from the build. */
function readTokens(): string {
  for (
    let dir = dirname(fileURLToPath(import.meta.url));
    dir !== dirname(dir);
    dir = dirname(dir)
  ) {
    const path = join(dir, "app", "styles", "tokens.css");
    if (existsSync(path)) return readFileSync(path, "utf8");
  }
  throw new Error("app/styles/tokens.css not found beside the lead service");
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
