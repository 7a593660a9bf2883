import { describe, expect, it } from "vitest";
import {
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
  systemChromium,
} from "./browser";

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("systemChromium", () => {
  it("uses CHROMIUM_PATH first, whatever else is installed", () => {
    const exists = installed("/opt/chrome", SYSTEM_HEADLESS_SHELL);
    expect(
      systemChromium(
        { CHROMIUM_PATH: "/opt/chrome" },
        { headlessShell: true, exists },
      ),
    ).toBe("/opt/chrome");
  });

  it("prefers the headless shell for tests, the full browser otherwise", () => {
    const exists = installed(SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL);
    expect(systemChromium({}, { headlessShell: true, exists })).toBe(
      SYSTEM_HEADLESS_SHELL,
    );
    expect(systemChromium({}, { exists })).toBe(SYSTEM_CHROMIUM);
  });

  it("falls back to the full browser, then to Playwright's own", () => {
    expect(
      systemChromium(
        {},
        { headlessShell: true, exists: installed(SYSTEM_CHROMIUM) },
      ),
    ).toBe(SYSTEM_CHROMIUM);
    expect(
      systemChromium({}, { headlessShell: true, exists: installed() }),
    ).toBeUndefined();
  });
});
