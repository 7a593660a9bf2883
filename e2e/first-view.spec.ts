import { type Page } from "@playwright/test";
import type { SectionId } from "~/content/sectionIds";
import {
  expect,
  holdRequests,
  HOME_HEADING,
  pressEndAndSettle,
  SPEC_SECTIONS,
  test,
  waitForBottom,
  waitForHydration,
} from "./support";

/**
 * The first view (app/lib/firstView.ts): a fresh load of the home page lays
 * out the first screen only; the sections further down lay out as they
 * near the viewport, and all of them once the app has started and the page
 * is idle. A load that restores a position lays everything out at once.
 */
test.use({ viewport: { width: 412, height: 915 } });

const FIRST_VIEW = "html[data-first-view]";
const APP_CODE = "**/assets/*.js";

/** Whether the browser is rendering the section's heading (not skipped). */
function isRendered(page: Page, id: SectionId) {
  return page
    .locator(`#${id} h2`)
    .first()
    .evaluate((heading) =>
      heading.checkVisibility({ contentVisibilityAuto: true }),
    );
}

async function renderedSections(page: Page) {
  const states: Partial<Record<SectionId, boolean>> = {};
  for (const id of SPEC_SECTIONS) {
    if (id === "home") continue;
    states[id] = await isRendered(page, id);
  }
  return states;
}

const everySectionRendered = Object.fromEntries(
  SPEC_SECTIONS.filter((id) => id !== "home").map((id) => [id, true]),
);

test("a fresh load lays out the first screen, then each section as it nears or once the app is idle", async ({
  page,
}) => {
  const app = await holdRequests(page, APP_CODE);
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: HOME_HEADING }),
  ).toBeVisible();
  await expect(page.locator(FIRST_VIEW)).toHaveCount(1);
  expect(await isRendered(page, "about")).toBe(true);
  expect(await isRendered(page, "work")).toBe(false);
  expect(await isRendered(page, "contact")).toBe(false);

  // Before any script: scrolling there draws it.
  await page
    .locator("#work")
    .evaluate((work) => work.scrollIntoView({ block: "start" }));
  await expect.poll(() => isRendered(page, "work")).toBe(true);
  expect(await isRendered(page, "contact")).toBe(false);

  await app.release();
  await waitForHydration(page);
  await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
  expect(await renderedSections(page)).toEqual(everySectionRendered);
});

test("End during the first view, before any script, ends at the bottom of the page", async ({
  page,
}) => {
  const app = await holdRequests(page, APP_CODE);
  await page.goto("/");
  await expect(page.locator(FIRST_VIEW)).toHaveCount(1);
  await pressEndAndSettle(page);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  await app.release();
});

for (const width of [320, 767, 768, 1023, 1024, 1280]) {
  test(`at ${width} px every skipped section stands in taller than it is, so the page only shrinks`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = await holdRequests(page, APP_CODE);
    await page.goto("/");
    await expect(page.locator(FIRST_VIEW)).toHaveCount(1);
    const sections = page.locator("main > section");
    const standIns = await sections.evaluateAll((list) =>
      list.map((section) => {
        const value = getComputedStyle(section).containIntrinsicBlockSize;
        return { id: section.id, standIn: Number.parseFloat(value.slice(5)) };
      }),
    );
    await app.release();
    await waitForHydration(page);
    await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
    const heights = await sections.evaluateAll((list) =>
      list.map((section) => section.getBoundingClientRect().height),
    );
    const skipped = standIns.filter(({ standIn }) => !Number.isNaN(standIn));
    expect(skipped.map(({ id }) => id)).toEqual(
      expect.arrayContaining(["services", "work", "contact", "assistant"]),
    );
    for (const { id, standIn } of skipped) {
      const index = standIns.findIndex((entry) => entry.id === id);
      expect(heights[index], `#${id}`).toBeLessThan(standIn);
    }
  });
}

test("End as the app starts laying the sections out still ends at the bottom", async ({
  page,
}) => {
  await holdIdleMoments(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator(FIRST_VIEW)).toHaveCount(1);
  await page.keyboard.press("End");
  // The sections lay out while the page glides down.
  await releaseIdle(page);
  await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
  await waitForBottom(page);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
});

test("a reload and a load with a hash lay out every section from the start", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const app = await holdRequests(page, APP_CODE);
  await page.reload();
  await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
  expect(await renderedSections(page)).toEqual(everySectionRendered);
  await app.release();

  const other = await page.context().newPage();
  const held = await holdRequests(other, APP_CODE);
  await other.goto("/#contact");
  await expect(other.locator(FIRST_VIEW)).toHaveCount(0);
  expect(await renderedSections(other)).toEqual(everySectionRendered);
  await held.release();
});

/** Where the visitor sees the work section's heading. */
function workHeadingTop(page: Page) {
  return page
    .locator("#work h2")
    .first()
    .evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
}

/**
 * Holds the page's idle moments until `releaseIdle(page)`: the first view
 * lasts until then, as on a slow phone for a visitor who acts at once.
 */
async function holdIdleMoments(page: Page) {
  await page.addInitScript(() => {
    const real = window.requestIdleCallback.bind(window);
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => {
      held.push(callback);
      return 0;
    };
    Object.assign(window, {
      releaseIdle() {
        window.requestIdleCallback = real;
        for (const callback of held.splice(0)) real(callback);
      },
    });
  });
}

function releaseIdle(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { releaseIdle(): void }).releaseIdle(),
  );
}

async function openAtWork(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page
    .locator("#work")
    .evaluate((work) => work.scrollIntoView({ block: "start" }));
  await expect(page.locator(FIRST_VIEW)).toHaveCount(1);
  return workHeadingTop(page);
}

test("leaving during the first view saves the position on the real layout: Back returns to the same content", async ({
  page,
}) => {
  await holdIdleMoments(page);
  await openAtWork(page);
  const link = page.locator('#work a[href="/portfolio"]').first();
  // In view before it is measured: the click must not scroll.
  await link.scrollIntoViewIfNeeded();
  const before = await workHeadingTop(page);
  await expect(page.locator(FIRST_VIEW)).toHaveCount(1);

  await link.click();
  await expect(page).toHaveURL(/\/portfolio$/);
  // The page goes idle on the portfolio: the first view is over for good.
  await releaseIdle(page);
  await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => workHeadingTop(page)).toBe(before);
});

test("a reload during the first view comes back to the same content", async ({
  page,
}) => {
  await holdIdleMoments(page);
  const before = await openAtWork(page);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => workHeadingTop(page)).toBe(before);
});
