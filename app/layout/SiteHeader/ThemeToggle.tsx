import { Moon, Sun } from "lucide-react";
import { useTheme } from "~/hooks/useTheme";
import styles from "./ThemeToggle.module.css";
import { useWords } from "~/hooks/useCopy";

/**
 * A toggle button: its name stays "Dark theme" and aria-pressed says whether
 * it is on, so screen readers announce the state, not a changing label.
 */
export function ThemeToggle() {
  const { themeToggleLabel } = useWords();
  const [theme, setTheme] = useTheme();
  const isDark = theme === "dark";
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={isDark}
      aria-label={themeToggleLabel}
      title={themeToggleLabel}
      onClick={() => setTheme(isDark ? "light" : "dark")}
    >
      {isDark ? (
        <Moon aria-hidden="true" size={20} />
      ) : (
        <Sun aria-hidden="true" size={20} />
      )}
    </button>
  );
}
