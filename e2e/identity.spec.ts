import type { Locator, Page } from "@playwright/test";
import {
  expect,
  loadCaseStudyContent,
  parseColour,
  test,
  waitForHydration,
  openHydrated,
} from "./support";

const { caseStudies } = await loadCaseStudyContent();

/** The darkest the dark theme lets an illustration be on average: 0.45. */
const MAX_DARK_LUMINANCE = 0.45;

/**
 * The mean luminance of what a locator shows, from a screenshot of it: the
 * PNG is decoded in the page and averaged per pixel (sRGB-encoded luma,
 * which reads higher than linear luminance, so the stricter of the two).
 */
async function meanLuminance(page: Page, locator: Locator): Promise<number> {
  const png = (await locator.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(
      new Blob([bytes], { type: "image/png" }),
    );
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0);
    const { data: pixels } = context.getImageData(
      0,
      0,
      bitmap.width,
      bitmap.height,
    );
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      sum +=
        (0.2126 * (pixels[i] ?? 0) +
          0.7152 * (pixels[i + 1] ?? 0) +
          0.0722 * (pixels[i + 2] ?? 0)) /
        255;
    }
    return sum / (pixels.length / 4);
  }, png);
}

/** Each card's cover on the portfolio, scrolled to and loaded. */
async function loadedCovers(page: Page) {
  const covers = page.getByRole("article").locator("img");
  await expect(covers).toHaveCount(caseStudies.length);
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveJSProperty("complete", true);
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
  return covers.all();
}

test.describe("illustrations in the dark theme", () => {
  test("every cover shows its dark variant in the dark theme, none brighter than 0.45 on average", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/portfolio");
    for (const cover of await loadedCovers(page)) {
      const src = await cover.evaluate(
        (img: HTMLImageElement) => img.currentSrc,
      );
      expect(src).toMatch(/\/cover-dark-[\w-]+\.svg$/);
      expect(await meanLuminance(page, cover), src).toBeLessThanOrEqual(
        MAX_DARK_LUMINANCE,
      );
    }
  });

  test("the light theme keeps the light covers", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/portfolio");
    for (const cover of await loadedCovers(page)) {
      const src = await cover.evaluate(
        (img: HTMLImageElement) => img.currentSrc,
      );
      expect(src).toMatch(/\/cover-[\w-]+\.svg$/);
      expect(src).not.toMatch(/\/cover-dark-/);
    }
  });

  test("the header's toggle switches the covers too, on a light system", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openHydrated(page, "/portfolio");
    await page.getByRole("button", { name: "Dark theme" }).click();
    const [first] = await loadedCovers(page);
    if (!first) throw new Error("no cover");
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/cover-dark-[\w-]+\.svg$/);
    await expect(first).toHaveJSProperty("complete", true);
    expect(await meanLuminance(page, first)).toBeLessThanOrEqual(
      MAX_DARK_LUMINANCE,
    );
  });

  test("the brand's blue stays a saturated blue in the dark theme, not a pastel", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/portfolio");
    const cta = page.getByRole("link", { name: "Start a project" }).last();
    const [r, g, b] = parseColour(
      await cta.evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    const max = Math.max(r, g, b) / 255;
    const min = Math.min(r, g, b) / 255;
    const lightness = (max + min) / 2;
    const saturation = (max - min) / (1 - Math.abs(2 * lightness - 1));
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    // A pastel is light and washed out: #8fb3ff was 78% light.
    expect(lightness).toBeLessThanOrEqual(0.72);
    expect(saturation).toBeGreaterThanOrEqual(0.8);
  });
});

/**
 * Records the view transitions the page starts, and which pseudo-elements
 * they animate once ready.
 */
async function recordViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const record = { calls: 0, animated: [] as string[] };
    Object.assign(window, { viewTransitions: record });
    const start = Document.prototype.startViewTransition;
    Document.prototype.startViewTransition = function (
      this: Document,
      ...args: Parameters<typeof start>
    ) {
      record.calls += 1;
      const transition = start.apply(this, args);
      transition.ready
        .then(() => {
          for (const animation of document.getAnimations()) {
            const effect = animation.effect as KeyframeEffect | null;
            if (effect?.pseudoElement)
              record.animated.push(effect.pseudoElement);
          }
        })
        .catch(() => {});
      return transition;
    };
  });
}

type Recorded = { calls: number; animated: string[] };
const recorded = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { viewTransitions: Recorded }).viewTransitions,
  );

test.describe("opening a case study from its card", () => {
  const study = caseStudies[2];
  if (!study) throw new Error("needs a third case study");
  const name = `cover-${study.id}`;

  test("morphs the card's cover into the case page's header: one view-transition name on both ends", async ({
    page,
  }) => {
    await recordViewTransitions(page);
    await openHydrated(page, "/portfolio");
    await page.getByRole("link", { name: study.title }).click();
    await expect(page).toHaveURL(`/portfolio/${study.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: study.title }),
    ).toBeVisible();
    // The old end (the card's cover) and the new one (the header's) share
    // the name: the browser animates one group from one to the other.
    await expect
      .poll(async () => (await recorded(page)).animated)
      .toEqual(
        expect.arrayContaining([
          `::view-transition-group(${name})`,
          `::view-transition-old(${name})`,
          `::view-transition-new(${name})`,
        ]),
      );
  });

  test("with reduced motion, opens it without any transition", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordViewTransitions(page);
    await openHydrated(page, "/portfolio");
    await page.getByRole("link", { name: study.title }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: study.title }),
    ).toBeVisible();
    // A transition starts before the new page commits: none was.
    expect((await recorded(page)).calls).toBe(0);
  });
});

/** The portfolio's cards as rows: the width each row's cards fill. */
async function rowFill(page: Page) {
  return page.locator("main ul:has(> li article)").evaluate((list) => {
    const width = list.getBoundingClientRect().width;
    const rows = new Map<number, { left: number; right: number }>();
    for (const item of list.children) {
      const box = item.getBoundingClientRect();
      const top = Math.round(box.top);
      const row = rows.get(top) ?? { left: box.left, right: box.right };
      rows.set(top, {
        left: Math.min(row.left, box.left),
        right: Math.max(row.right, box.right),
      });
    }
    return [...rows.values()].map((row) =>
      Math.round(((row.right - row.left) / width) * 100),
    );
  });
}

test.describe("the portfolio's grid", () => {
  for (const width of [390, 768, 1024, 1280]) {
    test(`fills every row at ${width} px, featured first, whatever the filter`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        "/portfolio",
        "/portfolio?line=web",
        "/portfolio?line=social",
      ]) {
        // The filter in the address is applied once the app runs.
        await openHydrated(page, path);
        // Each row is as wide as the grid: no orphan card beside a gap.
        expect((await rowFill(page)).length, path).toBeGreaterThan(1);
        for (const fill of await rowFill(page)) {
          expect(fill, path).toBeGreaterThanOrEqual(99);
        }
        // The first study takes a row of its own.
        const [first, second] = await page
          .locator("main ul:has(> li article) > li")
          .evaluateAll((items) =>
            items.slice(0, 2).map((item) => item.getBoundingClientRect().top),
          );
        expect(second).toBeGreaterThan(first ?? Infinity);
      }
    });
  }
});

test.describe("insights", () => {
  test("each article card carries its art", async ({ page }) => {
    await page.goto("/insights");
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      const art = card.locator("img");
      await art.scrollIntoViewIfNeeded();
      await expect(art).toHaveJSProperty("complete", true);
      const box = await art.boundingBox();
      expect(box?.height).toBeGreaterThan(100);
    }
  });

  test("is in the header on a laptop and in the phone menu, beside the spec's links", async ({
    page,
  }) => {
    const expected = [
      "Home",
      "Services",
      "Portfolio",
      "Insights",
      "Contact",
      "Get Started",
      // The language switch, in the menu too.
      "हिंदी",
    ];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/insights");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator("#site-menu").getByRole("link")).toHaveText(
      expected,
    );
    await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await waitForHydration(page);
    await nav.getByRole("button", { name: "Menu" }).click();
    const menu = nav.locator("#site-menu");
    await expect(menu.getByRole("link", { name: "Insights" })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(expected);
  });
});

test.describe("long names at 320 px", () => {
  test("a very long client name and result wrap inside their cards, without sideways scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of [
      "/",
      "/portfolio",
      `/portfolio/${caseStudies[0]?.id}`,
    ]) {
      await page.goto(path);
      // Changed only once React has the page: text changed under hydration
      // is a mismatch, not a client's long name.
      await waitForHydration(page);
      // The longest words a client might bring, in every place a name or a
      // result is shown.
      await page.evaluate(() => {
        const long =
          "Shreenathji Multispeciality Hospitals and Research Centre Private Limited";
        const unbroken = "Registrationqueuereducedfromfortyfiveminutestothree";
        for (const element of document.querySelectorAll(
          "main article p, main article li, main header dd",
        )) {
          element.textContent = `${long} ${unbroken}`;
        }
      });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(320);
    }
  });
});
