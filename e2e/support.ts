import { expect, type Page } from "@playwright/test";

export const HOME_HEADING = "We Help BRANDS Become their best";

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Waits until React has hydrated the shell: the header's DOM node carries
 * React's fiber once hydration has claimed it, and handlers work from then on.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector("header");
        return (
          !!header &&
          Object.keys(header).some((key) => key.startsWith("__reactProps"))
        );
      }),
    )
    .toBe(true);
}

/**
 * Collects uncaught page errors and console errors (and, unless told
 * otherwise, warnings) for the whole test.
 */
export function collectErrors(
  page: Page,
  { warnings = true }: { warnings?: boolean } = {},
): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error" || (warnings && type === "warning")) {
      errors.push(`console.${type}: ${message.text()}`);
    }
  });
  return errors;
}

/**
 * Waits until the page has requested nothing new for a little while: the
 * resource timing list stops growing.
 */
export async function waitForQuietNetwork(page: Page) {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(
          () => performance.getEntriesByType("resource").length,
        );
        const isQuiet = count === previous;
        previous = count;
        return isQuiet;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

export function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) => window.scrollTo({ top, behavior: "instant" }),
    y,
  );
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** The section's top edge and the sticky header's bottom edge, in viewport px. */
export function sectionPlacement(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const header = document.querySelector("header");
    if (!section || !header) throw new Error(`missing #${sectionId} or header`);
    return {
      top: Math.round(section.getBoundingClientRect().top),
      headerBottom: Math.round(header.getBoundingClientRect().bottom),
    };
  }, id);
}

/**
 * Expects the section to have been scrolled to: its top sits just below the
 * sticky header, never under it.
 */
export async function expectSectionAtTop(page: Page, id: string) {
  await expect(async () => {
    const { top, headerBottom } = await sectionPlacement(page, id);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    const isAtBottom = await page.evaluate(
      () =>
        Math.ceil(window.scrollY + window.innerHeight) >=
        document.documentElement.scrollHeight - 1,
    );
    // A section near the end may not reach the top: the page ends first.
    if (!isAtBottom) expect(top).toBeLessThanOrEqual(headerBottom + 48);
    else expect(top).toBeLessThan(await page.evaluate(() => innerHeight / 2));
  }).toPass();
}

/** Brings a section near the viewport so its on-demand parts hydrate. */
export async function revealSection(page: Page, id: string) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
}
