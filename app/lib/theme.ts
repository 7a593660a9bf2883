/**
 * The colour theme: light or dark. With no choice stored the site follows the
 * system (`prefers-color-scheme`, in CSS); a choice made with the header's
 * toggle is stored on the device and written to <html data-theme> before the
 * first paint by THEME_SCRIPT, so a returning visitor never sees a flash of
 * the other theme.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "kalam-studio:theme";
export const THEME_ATTRIBUTE = "data-theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The browser bar's colour per theme: the brand's dark blue, or the dark page. */
export const THEME_COLORS = {
  light: "#132f6b",
  dark: "#0b1220",
} as const satisfies Record<Theme, string>;

/** A stored or attribute value as a theme; anything else is no choice. */
export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/**
 * Runs inline in the document head, before the stylesheets paint: applies a
 * stored choice (ignoring any other value, or storage that throws) and points
 * the theme-color metas at it. The build hashes it into the CSP.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark"){document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t);var c=t==="dark"?${JSON.stringify(THEME_COLORS.dark)}:${JSON.stringify(THEME_COLORS.light)};document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.setAttribute("content",c)})}}catch(e){}`;
