import { type Locator, type Page } from "@playwright/test";
import { consoleLines } from "../app/content/console";
import { featuredWork } from "../app/content/featuredWork";
import { hero } from "../app/content/hero";
import { heroLabels } from "../app/content/heroLabels";
import { shellCopy } from "../app/content/shell";
import { site } from "../app/content/site";
import {
  axeFindings,
  collectErrors,
  expect,
  HOME_HEADING,
  SPEC_SECTIONS,
  test,
  waitForHydration,
  waitForReact,
  waitForStillness,
  openHydrated,
  PHONE,
  LAPTOP,
  THEMES,
  sidewaysScroll,
} from "./support";

/*
 * The first view sells work: a real case study's cover, linked to its
 * study, on the first phone and laptop screen, beside a hero that keeps
 * every element it must have; a console that never empties what a visitor
 * reads; nothing in the hero that comes or goes after paint with reduced
 * motion; each answer of the assistant brought into sight.
 */

const heroWork = (page: Page) => page.locator("#home [data-hero-work]");

/** How much of the element's height is on the first screen, 0 to 1. */
function shareOnScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen =
      Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return Math.max(0, seen) / box.height;
  });
}

for (const theme of THEMES) {
  for (const [device, viewport] of [
    ["phone", PHONE],
    ["laptop", LAPTOP],
  ] as const) {
    test.describe(`${device}, ${theme} theme`, () => {
      test.use({ viewport, colorScheme: theme });

      test("a real case study's image, linked to its study, is at least half on the first screen", async ({
        page,
      }) => {
        await page.goto("/");
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const work = heroWork(page);
        const image = work.locator("img");
        await expect(image).toHaveAttribute("src", /\/cover-[\w-]+\.svg$/);
        // Loaded and painted, not a placeholder.
        await expect
          .poll(() =>
            image.evaluate((element: HTMLImageElement) => element.naturalWidth),
          )
          .toBeGreaterThan(0);
        expect(await shareOnScreen(image)).toBeGreaterThanOrEqual(0.5);
        await expect(work.getByRole("link")).toHaveAttribute(
          "href",
          `/portfolio/${featuredWork.heroCaseStudyId}`,
        );
      });
    });
  }
}

test("the hero keeps every element it must have, and the six sections keep their order", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const home = page.locator("section#home");
  await expect(home.getByRole("heading", { level: 1 })).toHaveText(
    HOME_HEADING,
  );
  await expect(home.getByText(hero.tagline)).toBeVisible();
  await expect(
    home
      .getByRole("list", { name: heroLabels.chipsLabel })
      .getByRole("listitem"),
  ).toHaveText([...hero.chips]);
  await expect(home.locator("dd[data-stat-value]")).toHaveText([
    "98/100",
    "120+",
  ]);
  await expect(home.getByRole("figure", { name: /deploy\.sh/ })).toBeAttached();
  const tops = await page.evaluate(
    (ids) =>
      ids.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      ),
    [...SPEC_SECTIONS],
  );
  expect(tops.every((top) => top >= 0 || top === tops[0])).toBe(true);
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
});

test.describe("the console", () => {
  test.use({ viewport: LAPTOP });

  test("never shrinks in its first 12 s in view: what painted first stays", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // From the first parse on, the page samples what the console shows on
    // every frame for 12 s of its own time, then reports.
    await page.addInitScript(() => {
      type Report = { first: number; least: number; frames: number };
      const results = window as unknown as { consoleReport?: Report };
      const typedLength = () =>
        [
          ...document.querySelectorAll(
            '[data-testid="console-screen"] p > span:nth-child(2)',
          ),
        ].reduce((sum, span) => sum + (span.textContent ?? "").length, 0);
      document.addEventListener("DOMContentLoaded", () => {
        const started = performance.now();
        const first = typedLength();
        let least = first;
        let frames = 0;
        const sample = () => {
          least = Math.min(least, typedLength());
          frames += 1;
          if (performance.now() - started < 12_000) {
            requestAnimationFrame(sample);
          } else {
            results.consoleReport = { first, least, frames };
          }
        };
        requestAnimationFrame(sample);
      });
    });
    await page.goto("/");
    const console = page.getByRole("figure", { name: /deploy\.sh/ });
    await expect(console).toBeInViewport();
    await page.waitForFunction(() => "consoleReport" in window, undefined, {
      timeout: 45_000,
    });
    const report = await page.evaluate(
      () =>
        (
          window as unknown as {
            consoleReport: { first: number; least: number; frames: number };
          }
        ).consoleReport,
    );
    const whole = consoleLines.reduce((sum, line) => sum + line.text.length, 0);
    expect(report.frames).toBeGreaterThan(10);
    expect(report.first).toBe(whole);
    expect(report.least).toBe(whole);
  });

  test("types again once the visitor comes back to it, and stays whole while seen", async ({
    page,
  }) => {
    await page.goto("/");
    const console = page.getByRole("figure", { name: /deploy\.sh/ });
    await waitForReact(console);
    await expect(console).toHaveAttribute("data-done", "true");
    await page.evaluate(() =>
      window.scrollTo({ top: 3 * window.innerHeight, behavior: "instant" }),
    );
    await expect(console).not.toBeInViewport();
    await expect(console).toHaveAttribute("data-done", "false");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // A new round, typed to its end, and then it stays.
    await expect(console).toHaveAttribute("data-done", "true", {
      timeout: 20_000,
    });
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: LAPTOP });

  test("nothing in the hero appears, goes or changes after the first paint", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Every change to the hero's elements and text, from the first parse.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { heroChanges: string[] }).heroChanges = changes;
      document.addEventListener("DOMContentLoaded", () => {
        const home = document.getElementById("home");
        if (!home) return;
        new MutationObserver((records) => {
          for (const record of records) {
            const where =
              record.target instanceof Element
                ? record.target.className
                : record.target.parentElement?.className;
            changes.push(
              `${record.type} ${record.attributeName ?? ""} ${where}`,
            );
          }
        }).observe(home, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ["hidden", "style", "data-caret", "data-done"],
        });
      });
    });
    await page.goto("/");
    const home = page.locator("#home");
    const pause = home.getByRole("button", { name: "Pause animation" });
    await expect(pause).toBeHidden();
    await waitForHydration(page);
    await waitForReact(home.getByRole("figure", { name: /deploy\.sh/ }));
    await waitForStillness(page);
    await expect(pause).toBeHidden();
    expect(
      await page.evaluate(
        () => (window as unknown as { heroChanges: string[] }).heroChanges,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("the assistant's newest answer is in sight", () => {
  const QUESTIONS = [
    "How much does a website cost?",
    "How long does a landing page take?",
    "Do you run Instagram for brands?",
  ];

  for (const viewport of [PHONE, LAPTOP]) {
    test(`after each question, at ${viewport.width} px, below the header`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await openHydrated(page, "/#assistant");
      const log = page.getByRole("log", {
        name: "Conversation with the assistant",
      });
      await waitForReact(log);
      const box = page.getByRole("textbox", { name: "Ask a question" });
      const header = page.locator("body > header, header").first();
      for (const [index, question] of QUESTIONS.entries()) {
        await box.fill(question);
        await box.press("Enter");
        const answers = log.locator(
          ':scope > ol > li[data-author="assistant"]:not([aria-hidden])',
        );
        // The welcome, then one answer per question.
        await expect(answers).toHaveCount(index + 2, { timeout: 15_000 });
        const newest = answers.last();
        await expect
          .poll(async () => {
            const headerBottom = await header.evaluate(
              (element) => element.getBoundingClientRect().bottom,
            );
            const { top, innerHeight } = await newest.evaluate((element) => ({
              top: element.getBoundingClientRect().top,
              innerHeight: window.innerHeight,
            }));
            // Its first line: the author label and a line of text.
            return top >= headerBottom - 1 && top + 48 <= innerHeight;
          })
          .toBe(true);
        // Never an inner box to scroll.
        expect(
          await log.evaluate(
            (element) => element.scrollHeight - element.clientHeight,
          ),
        ).toBeLessThanOrEqual(1);
      }
    });
  }
});

test("every figure on the home page has its caption first or last, with nothing after it", async ({
  page,
}) => {
  await page.goto("/");
  const misplaced = await page.evaluate(
    () =>
      [...document.querySelectorAll("main figure")].filter((figure) => {
        const caption = figure.querySelector(":scope > figcaption");
        return (
          caption !== null &&
          caption !== figure.firstElementChild &&
          caption !== figure.lastElementChild
        );
      }).length,
  );
  expect(misplaced).toBe(0);
  const quotes = page.locator("#clients figure");
  expect(await quotes.count()).toBeGreaterThan(1);
  for (const quote of await quotes.all()) {
    await expect(quote.locator(":scope > figcaption")).toBeAttached();
    await expect(quote.locator(":scope > figcaption ~ *")).toHaveCount(0);
    await expect(quote.getByRole("link")).toHaveAttribute(
      "href",
      /^\/portfolio\//,
    );
  }
});

test.describe("the page for unknown addresses", () => {
  test("has a real title, noindex and no link claiming to be the current page", async ({
    page,
  }) => {
    const response = await page.request.get("/__spa-fallback.html");
    const html = await response.text();
    expect(html).toContain(
      `<title data-fallback-head="">${shellCopy.notFound.title} | ${site.name}</title>`,
    );
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('aria-current="page"');
  });

  test("gives way to the home page's own title once the app sends the visitor home", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/:\d+\/$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      HOME_HEADING,
    );
    await expect(page).toHaveTitle(new RegExp(site.name));
    await expect(page).not.toHaveTitle(new RegExp(shellCopy.notFound.title));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("long client names and results", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("wrap in the hero's case study without spilling at 320 px", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    // Changed only once React has it: the test's words are not the page's.
    await waitForReact(heroWork(page));
    await heroWork(page).evaluate((element) => {
      const long =
        "Shri Venkateshwara Multispeciality Hospital and Research Centre";
      const link = element.querySelector("a");
      const result = element.querySelector("p:last-of-type");
      if (link) link.textContent = `${long}: ${long}`;
      if (result) {
        result.textContent =
          "Registration time per patient down from 11 minutes to 2 minutes 40 seconds";
      }
    });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const spill = await heroWork(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll("a, p")].filter((child) => {
        const inner = child.getBoundingClientRect();
        return (
          inner.right > box.right + 1 ||
          child.scrollWidth > child.clientWidth + 1
        );
      }).length;
    });
    expect(spill).toBe(0);
  });
});

test.describe("accessibility of the first view", () => {
  for (const width of [320, 390, 768, 1280]) {
    for (const theme of THEMES) {
      test(`no axe violations in the hero at ${width} px, ${theme}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await openHydrated(page);
        expect(await axeFindings(page, { include: "#home" })).toEqual([]);
        expect(await axeFindings(page, { include: "#assistant" })).toEqual([]);
      });
    }
  }
});
