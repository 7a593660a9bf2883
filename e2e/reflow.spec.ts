import { type Page } from "@playwright/test";
import {
  cutOff,
  expect,
  sidewaysScroll,
  test,
  waitForQuietNetwork,
  openHydrated,
} from "./support";

/*
 * WCAG 1.4.10 Reflow: at 320 CSS px wide, and at 200% zoom of a 1280 px
 * window (640 CSS px at device scale 2), content reads without scrolling
 * sideways and nothing is cut off.
 */

const ROUTES = [
  { label: "the home page", path: "/" },
  { label: "the portfolio", path: "/portfolio" },
  { label: "a web case study", path: "/portfolio/hospital-registration" },
  { label: "a social case study", path: "/portfolio/haldi-house-reels" },
  { label: "the not-found case study", path: "/portfolio/no-such-study" },
];

/** Loads the page and scrolls through it so every on-demand part is in. */
async function openWhole(page: Page, path: string) {
  await openHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight),
  );
  await waitForQuietNetwork(page);
}

/** A test per route: it reads without sideways scrolling, nothing cut off. */
function eachRouteReflows() {
  for (const { label, path } of ROUTES) {
    test(`${label} reads without sideways scrolling and nothing is cut off`, async ({
      page,
    }) => {
      await openWhole(page, path);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await cutOff(page)).toEqual([]);
    });
  }
}

test.describe("reflow at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  eachRouteReflows();

  test("the open menu and a legal dialog fit the screen", async ({ page }) => {
    await openHydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await cutOff(page, "header")).toEqual([]);
    await menu.click();

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Privacy Policy" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog).toBeVisible();
    expect(
      await dialog.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await cutOff(page, "dialog[open]")).toEqual([]);
  });
});

test.describe("reflow at 200% zoom (a 1280 px window: 640 CSS px at scale 2)", () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  eachRouteReflows();
});
