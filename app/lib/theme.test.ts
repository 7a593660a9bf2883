import { describe, expect, it } from "vitest";
import { parseTheme, THEME_SCRIPT, THEME_STORAGE_KEY } from "./theme";

describe("parseTheme", () => {
  it("accepts only light and dark", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    for (const value of ["", "Dark", "purple", null, undefined, 1]) {
      expect(parseTheme(value)).toBeNull();
    }
  });
});

describe("THEME_SCRIPT", () => {
  function run(stored: string | null, { isBlocked = false } = {}) {
    document.documentElement.removeAttribute("data-theme");
    document.head.innerHTML =
      '<meta name="theme-color" content="#132f6b" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#0b1220" media="(prefers-color-scheme: dark)">';
    const storage = {
      getItem: (key: string) => {
        if (isBlocked) throw new DOMException("blocked", "SecurityError");
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    };
    new Function("localStorage", "document", THEME_SCRIPT)(storage, document);
    return {
      theme: document.documentElement.getAttribute("data-theme"),
      colours: [...document.querySelectorAll('meta[name="theme-color"]')].map(
        (meta) => meta.getAttribute("content"),
      ),
    };
  }

  it("applies a stored choice and points the browser bar at it", () => {
    expect(run("dark")).toEqual({
      theme: "dark",
      colours: ["#0b1220", "#0b1220"],
    });
    expect(run("light").theme).toBe("light");
  });

  it("ignores any other stored value and blocked storage", () => {
    expect(run("purple")).toEqual({
      theme: null,
      colours: ["#132f6b", "#0b1220"],
    });
    expect(run(null, { isBlocked: true }).theme).toBeNull();
  });
});
