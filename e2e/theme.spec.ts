import { type Page } from "@playwright/test";
import { THEME_COLORS, THEME_STORAGE_KEY } from "../app/lib/theme";
import { themeToggleLabel } from "../app/content/site";
import {
  collectErrors,
  followNavLink,
  test,
  waitForHydration,
  expect,
  openHydrated,
} from "./support";

/* Issue 14: a dark theme that follows the system, with a remembered toggle. */

const LIGHT_SURFACE = "rgb(255, 255, 255)";
const DARK_SURFACE = "rgb(11, 18, 32)";

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const toggle = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: themeToggleLabel, exact: true });

const themeColors = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));

/** Loads a page with none of the app's scripts: only the inline head script runs. */
async function gotoWithoutAppCode(page: Page, path: string) {
  // Every script file arrives empty: nothing of the app runs, nothing fails.
  await page.route("**/*.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.goto(path);
}

test.describe("a visitor whose system prefers dark", () => {
  test.use({ colorScheme: "dark" });

  test("gets the dark theme at first paint, before any app code runs", async ({
    page,
  }) => {
    await gotoWithoutAppCode(page, "/");
    expect(await background(page)).toBe(DARK_SURFACE);
  });

  test("sees the toggle pressed, and can switch to light", async ({ page }) => {
    await openHydrated(page);
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
    expect(await background(page)).toBe(LIGHT_SURFACE);
    await page.reload();
    expect(await background(page)).toBe(LIGHT_SURFACE);
  });
});

test("the toggle switches the theme and keeps it across a reload and a route change", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  expect(await background(page)).toBe(LIGHT_SURFACE);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await background(page)).toBe(DARK_SURFACE);
  expect(await themeColors(page)).toEqual([
    THEME_COLORS.dark,
    THEME_COLORS.dark,
  ]);

  await page.reload();
  expect(await background(page)).toBe(DARK_SURFACE);
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

  await followNavLink(page, "Main", "Portfolio");
  await expect(page).toHaveURL(/\/portfolio$/);
  expect(await background(page)).toBe(DARK_SURFACE);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  expect(await background(page)).toBe(LIGHT_SURFACE);
  await page.goto("/portfolio/hospital-registration");
  expect(await background(page)).toBe(LIGHT_SURFACE);
  expect(errors).toEqual([]);
});

test("a stored dark choice paints dark first, for a light-preferring system too", async ({
  page,
}) => {
  await page.addInitScript(
    ({ key }) => window.localStorage.setItem(key, "dark"),
    { key: THEME_STORAGE_KEY },
  );
  await gotoWithoutAppCode(page, "/portfolio");
  expect(await background(page)).toBe(DARK_SURFACE);
  expect(await themeColors(page)).toEqual([
    THEME_COLORS.dark,
    THEME_COLORS.dark,
  ]);
});

test.describe("a stored value that is not light or dark", () => {
  for (const scheme of ["light", "dark"] as const) {
    test.describe(`on a ${scheme} system`, () => {
      test.use({ colorScheme: scheme });

      test("is ignored: the system's theme shows", async ({ page }) => {
        await page.addInitScript(
          ({ key }) => window.localStorage.setItem(key, "purple"),
          { key: THEME_STORAGE_KEY },
        );
        await openHydrated(page);
        expect(await background(page)).toBe(
          scheme === "dark" ? DARK_SURFACE : LIGHT_SURFACE,
        );
        await expect(page.locator("html")).not.toHaveAttribute(
          "data-theme",
          /.+/,
        );
      });
    });
  }
});

test("with storage blocked the toggle still works for the visit", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("Storage is blocked", "SecurityError");
      },
    });
  });
  await openHydrated(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await background(page)).toBe(DARK_SURFACE);
  await followNavLink(page, "Main", "Portfolio");
  await expect(page).toHaveURL(/\/portfolio$/);
  expect(await background(page)).toBe(DARK_SURFACE);
  expect(errors).toEqual([]);
});
