import { expect, type Page, test } from "@playwright/test";
import {
  hydrateAssistant,
  hydrateServiceTabs,
  scrollTo,
  scrollY,
  waitForHydration,
} from "./support";

/*
 * Issue 8, motion: under prefers-reduced-motion nothing animates, and what
 * loops by itself (the console) can be paused. The page is sampled on every
 * frame while the visitor does the things that animate when motion is on.
 */

/** Parts that move when motion is allowed, and the styles that move them. */
const WATCHED = {
  console: '[data-testid="console-screen"]',
  underline: '[data-testid="hero-underline"]',
  webPane: "#panel-dev",
  socialPane: "#panel-smm",
  chat: '#assistant [role="log"]',
  menu: "#site-menu",
  header: "header",
} as const;

type Samples = {
  /** Per watched part, every distinct look it had (transform, opacity...). */
  looks: Record<string, string[]>;
  /** The most animations running at once with a real duration. */
  mostRunning: number;
  /** Each running animation once: what it animates. */
  running: string[];
  frames: number;
};

/**
 * Samples the page on every frame for `ms`. Start it, do things, await it.
 */
function sampleMotion(page: Page, ms = 1500): Promise<Samples> {
  return page.evaluate(
    ({ ms, watched }) =>
      new Promise<Samples>((resolve) => {
        const looks: Record<string, Set<string>> = {};
        const running = new Set<string>();
        let mostRunning = 0;
        let frames = 0;
        const start = performance.now();
        const sample = () => {
          frames += 1;
          for (const [name, selector] of Object.entries(watched)) {
            const element = document.querySelector(selector);
            if (!element) continue;
            const style = getComputedStyle(element);
            // A transparent zero-size shadow is how a shadow transition
            // starts from none: the same pixels as none.
            const shadow = style.boxShadow.replace(
              /^rgba\(0, 0, 0, 0\) 0px 0px 0px 0px$/,
              "none",
            );
            const look = [
              style.transform,
              style.opacity,
              style.visibility,
              shadow,
            ].join(" | ");
            (looks[name] ??= new Set()).add(look);
          }
          const moving = document.getAnimations().filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            const duration = Number(timing?.duration ?? 0);
            return (
              animation.playState === "running" &&
              (duration > 1 || timing?.iterations === Infinity)
            );
          });
          mostRunning = Math.max(mostRunning, moving.length);
          for (const animation of moving) {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            running.add(
              `${animation.constructor.name} on ${target?.className || target?.tagName}`,
            );
          }
          if (performance.now() - start < ms) requestAnimationFrame(sample);
          else {
            resolve({
              looks: Object.fromEntries(
                Object.entries(looks).map(([name, set]) => [name, [...set]]),
              ),
              mostRunning,
              running: [...running],
              frames,
            });
          }
        };
        requestAnimationFrame(sample);
      }),
    { ms, watched: WATCHED },
  );
}

/** Parts whose look passed through in-between values (more than before/after). */
function inBetween(samples: Samples) {
  return Object.entries(samples.looks)
    .filter(([, looks]) => looks.length > 2)
    .map(([name, looks]) => `${name}: ${looks.length} looks`);
}

/** Every scroll position on every frame for `ms`. Start it, scroll, await it. */
function sampleScroll(page: Page, ms = 1000) {
  return page.evaluate(
    (ms) =>
      new Promise<number[]>((resolve) => {
        const positions = new Set<number>([Math.round(window.scrollY)]);
        const start = performance.now();
        const sample = () => {
          positions.add(Math.round(window.scrollY));
          if (performance.now() - start < ms) requestAnimationFrame(sample);
          else resolve([...positions]);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );
}

/** The hero, console and all, as pixels. */
function heroShot(page: Page) {
  return page.locator("section#home").screenshot({ animations: "allow" });
}

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await hydrateServiceTabs(page);
  await hydrateAssistant(page);
  await scrollTo(page, 0);
}

/** The visitor points at the hero, switches tab and asks the assistant. */
async function doThingsThatAnimate(page: Page) {
  await page.getByRole("heading", { level: 1 }).hover();
  await page.getByRole("tab", { name: "Social Media Marketing" }).click();
  await page.getByRole("button", { name: "What do you build?" }).click();
  await page.getByRole("tab", { name: "Web Development" }).click();
}

test.describe("when the visitor asks for reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

  test("the home page holds still: console, underline, tab fade, chat and header never move", async ({
    page,
  }) => {
    await openHome(page);

    const before = await heroShot(page);
    const atRest = await sampleMotion(page);
    expect(atRest.frames).toBeGreaterThan(20);
    expect(atRest.running).toEqual([]);
    expect(inBetween(atRest)).toEqual([]);
    expect(
      Object.values(atRest.looks).every((looks) => looks.length === 1),
    ).toBe(true);
    expect((await heroShot(page)).equals(before)).toBe(true);

    const sampling = sampleMotion(page);
    await doThingsThatAnimate(page);
    await page.mouse.wheel(0, 400);
    const busy = await sampling;
    expect(busy.running).toEqual([]);
    expect(busy.mostRunning).toBe(0);
    expect(inBetween(busy)).toEqual([]);
    // The visitor's actions did change things, just without motion.
    expect(busy.looks.underline).toHaveLength(2);
  });

  test("in-page links and Back to top jump in one step, with smooth scrolling off", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => getComputedStyle(document.documentElement).scrollBehavior,
      ),
    ).toBe("auto");

    let sampling = sampleScroll(page);
    await page.getByRole("link", { name: "Explore now" }).click();
    const down = await sampling;
    expect(down).toHaveLength(2);
    expect(Math.max(...down)).toBeGreaterThan(300);

    const landed = await scrollY(page);
    sampling = sampleScroll(page);
    await page.getByRole("button", { name: "Back to top" }).click();
    expect(await sampling).toEqual([landed, 0]);
  });

  test("at 320 px the menu opens and closes without animating", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Menu" });
    const sampling = sampleMotion(page, 1000);
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    const samples = await sampling;
    expect(samples.running).toEqual([]);
    expect(inBetween(samples)).toEqual([]);
  });
});

test.describe("when motion is allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the same sampling sees the tab fade and the underline grow (so it would catch motion)", async ({
    page,
  }) => {
    await openHome(page);
    const sampling = sampleMotion(page);
    await doThingsThatAnimate(page);
    const samples = await sampling;
    expect(samples.mostRunning).toBeGreaterThan(0);
    expect(inBetween(samples)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^underline/),
        expect.stringMatching(/^webPane|^socialPane/),
      ]),
    );
  });

  test("Pause animation stops the typing and the blinking caret; Play carries on", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const screen = page.getByTestId("console-screen");
    // The typed part of each line (the rest is laid out, invisible).
    const typed = async () =>
      (await screen.locator("p > span:nth-child(2)").allTextContents()).join(
        "\n",
      );
    // Typing by itself: the text changes while we watch.
    const first = await typed();
    await expect.poll(typed).not.toBe(first);

    const pause = page.getByRole("button", { name: "Pause animation" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    const paused = await typed();
    const samples = await sampleMotion(page, 1200);
    expect(await typed()).toBe(paused);
    expect(samples.looks.console).toHaveLength(1);
    // Nothing in the console blinks or moves while paused (WCAG 2.2.2).
    expect(
      await screen.evaluate(
        (element) =>
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.playState === "running").length,
      ),
    ).toBe(0);

    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect.poll(typed).not.toBe(paused);
  });
});
