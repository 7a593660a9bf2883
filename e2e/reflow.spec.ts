import { type Page } from "@playwright/test";
import { expect, test, waitForHydration, waitForQuietNetwork } from "./support";

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
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight),
  );
  await waitForQuietNetwork(page);
}

/** How far the page scrolls sideways, in CSS px (0 when it does not). */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return (
      Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
    );
  });
}

/**
 * Headings, controls and labels that stick out of the viewport, or whose
 * text does not fit their own box (cut off or spilling over).
 */
function cutOff(page: Page, scope = "body") {
  return page.evaluate((scopeSelector) => {
    const width = document.documentElement.clientWidth;
    const scopeElement = document.querySelector(scopeSelector);
    if (!scopeElement) throw new Error(`no ${scopeSelector}`);
    const candidates = scopeElement.querySelectorAll<HTMLElement>(
      "h1, h2, h3, h4, p, li, dt, dd, label, button, a, input, textarea, [role=tab], figcaption",
    );
    const problems: string[] = [];
    for (const element of candidates) {
      if (
        element.closest("[inert], .visually-hidden") ||
        !element.checkVisibility({ visibilityProperty: true })
      ) {
        continue;
      }
      const box = element.getBoundingClientRect();
      // Visually hidden helpers are 1px boxes on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
      // A row that scrolls sideways on its own (the home page's work, quotes
      // and reasons on phones) holds what is beyond its edge: the row itself
      // must fit the viewport, and the page must not scroll sideways.
      let scroller = element.parentElement;
      while (
        scroller &&
        !/auto|scroll/.test(getComputedStyle(scroller).overflowX)
      ) {
        scroller = scroller.parentElement;
      }
      const row = scroller?.getBoundingClientRect();
      const inFittingRow =
        row !== undefined && row.left >= -1 && row.right <= width + 1;
      if (!inFittingRow && (box.left < -1 || box.right > width + 1)) {
        problems.push(
          `${label} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`,
        );
      }
      const style = getComputedStyle(element);
      const scrolls = /auto|scroll/.test(style.overflowX);
      if (
        style.display !== "inline" &&
        !scrolls &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(
          `${label} needs ${element.scrollWidth}px in ${element.clientWidth}px`,
        );
      }
    }
    return problems;
  }, scope);
}

test.describe("reflow at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const { label, path } of ROUTES) {
    test(`${label} reads without sideways scrolling and nothing is cut off`, async ({
      page,
    }) => {
      await openWhole(page, path);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await cutOff(page)).toEqual([]);
    });
  }

  test("the open menu and a legal dialog fit the screen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
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

  for (const { label, path } of ROUTES) {
    test(`${label} reads without sideways scrolling and nothing is cut off`, async ({
      page,
    }) => {
      await openWhole(page, path);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await cutOff(page)).toEqual([]);
    });
  }
});
