import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  axeFindings,
  collectErrors,
  expect,
  test,
  VIEWPORTS,
  waitForQuietNetwork,
  openHydrated,
} from "./support";

/** One prerendered case study, whichever the build holds first. */
function firstCaseStudyPath() {
  const dir = join(
    import.meta.dirname,
    "..",
    process.env.BUILD_DIR ?? "build",
    "client",
    "portfolio",
  );
  const [id] = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (!id) throw new Error(`No prerendered case study in ${dir}`);
  return `/portfolio/${id}`;
}

const caseStudyPath = firstCaseStudyPath();
const ROUTES = ["/", "/Home", "/portfolio", caseStudyPath];

test.describe("axe-core finds no WCAG A/AA violations", () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`at ${viewport.width} px (${label})`, () => {
      test.use({ viewport });

      // theme-a11y.spec.ts scans / and /portfolio at 768 and 1280 px; /Home
      // is the same page as /, so one width shows it is served the same.
      const paths = ROUTES.filter(
        (path) =>
          viewport.width === VIEWPORTS.phone.width ||
          !["/", "/Home", "/portfolio"].includes(path),
      );
      for (const path of paths) {
        test(`on ${path}`, async ({ page }) => {
          await openHydrated(page, path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
        });
      }
    });
  }

  // Each service tab selected: a11y-matrix.spec.ts scans those states at
  // 320, 768 and 1280 px.

  test("on the home page at 375 px with the menu open", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openHydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(await axeFindings(page)).toEqual([]);
  });

  test("on the home page scrolled down, with the scrolled header and back-to-top", async ({
    page,
  }) => {
    await openHydrated(page);
    // A section's top under the header: no control half-hidden beneath it.
    await page
      .locator("#services")
      .evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    await expect(
      page.getByRole("button", { name: "Back to top" }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toHaveAttribute(
      "data-scrolled",
      "true",
    );
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe("no console errors, page errors or failed requests", () => {
  for (const path of [...ROUTES, "/nope"]) {
    test(`on ${path}`, async ({ page }) => {
      const errors = collectErrors(page);
      page.on("requestfailed", (request) =>
        errors.push(`request failed: ${request.url()}`),
      );
      page.on("response", (response) => {
        if (response.status() >= 400) {
          errors.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });

      await openHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Bring every on-demand part in, as a visitor scrolling down would.
      await page.keyboard.press("End");
      await waitForQuietNetwork(page);
      expect(errors).toEqual([]);
    });
  }

  test("while moving between pages and back", async ({ page }) => {
    const errors = collectErrors(page);
    await openHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/Home#services$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("End");
    await waitForQuietNetwork(page);
    expect(errors).toEqual([]);
  });
});
