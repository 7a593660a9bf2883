import { useSyncExternalStore } from "react";
import {
  DARK_QUERY,
  parseTheme,
  THEME_ATTRIBUTE,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  type Theme,
} from "~/lib/theme";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => {
    listeners.delete(onChange);
    query.removeEventListener("change", onChange);
  };
}

/** The theme on screen: the visitor's choice, else the system's. */
function currentTheme(): Theme {
  const chosen = parseTheme(
    document.documentElement.getAttribute(THEME_ATTRIBUTE),
  );
  if (chosen) return chosen;
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

const serverSnapshot = (): Theme => "light";

/**
 * Shows `theme` now and remembers it on the device. Storage that is blocked
 * or full only costs the memory: the page still switches for this visit.
 */
export function chooseTheme(theme: Theme) {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute("content", THEME_COLORS[theme]);
  }
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/**
 * The theme on screen and a way to change it. The server snapshot is light,
 * so prerendered HTML matches the first client render; a dark page corrects
 * the toggle's state right after hydration.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverSnapshot);
  return [theme, chooseTheme];
}

const chosenTheme = (): Theme | null =>
  parseTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE));

/**
 * The theme the visitor chose with the toggle, or null while the page
 * follows the system (and in prerendered HTML, which CSS alone themes).
 */
export function useThemeChoice(): Theme | null {
  return useSyncExternalStore(subscribe, chosenTheme, () => null);
}
