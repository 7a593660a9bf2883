import { type Page } from "@playwright/test";
import {
  expect,
  hydrateAssistant,
  hydrateServiceTabs,
  scrollTo,
  scrollY,
  test,
  waitForStillness,
  retypeConsole,
  openHydrated,
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

type MotionWindow = Window & {
  __motion?: { stop: boolean; done: Promise<Samples> };
};

/**
 * Starts sampling the page on every frame: for `frames` frames, or (without
 * it) until `stopSampling`. Counts frames, not milliseconds, so a busy
 * machine samples as much of what happens as an idle one.
 */
async function startSampling(page: Page, { frames }: { frames?: number } = {}) {
  await page.evaluate(
    ({ frames, watched }) => {
      const motion = { stop: false } as NonNullable<MotionWindow["__motion"]>;
      (window as MotionWindow).__motion = motion;
      motion.done = new Promise<Samples>((resolve) => {
        const looks: Record<string, Set<string>> = {};
        const running = new Set<string>();
        let mostRunning = 0;
        let count = 0;
        let tail = 0;
        const sample = () => {
          count += 1;
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
          // Once told to stop, a few frames more: what the last action
          // changes is painted in the frames after it.
          if (motion.stop) tail += 1;
          const isDone = frames === null ? tail > 5 : count >= frames;
          if (!isDone) requestAnimationFrame(sample);
          else {
            resolve({
              looks: Object.fromEntries(
                Object.entries(looks).map(([name, set]) => [name, [...set]]),
              ),
              mostRunning,
              running: [...running],
              frames: count,
            });
          }
        };
        requestAnimationFrame(sample);
      });
    },
    { frames: frames ?? null, watched: WATCHED },
  );
}

/**
 * Ends the sampling once what the visitor set off has finished moving (no
 * finite animation still running) and returns what it saw.
 */
async function stopSampling(page: Page): Promise<Samples> {
  await waitForStillness(page);
  return page.evaluate(() => {
    const motion = (window as MotionWindow).__motion;
    if (!motion) throw new Error("not sampling");
    motion.stop = true;
    return motion.done;
  });
}

/** Samples `frames` frames of the page as it is. */
async function sampleFrames(page: Page, frames: number): Promise<Samples> {
  await startSampling(page, { frames });
  return page.evaluate(() => {
    const motion = (window as MotionWindow).__motion;
    if (!motion) throw new Error("not sampling");
    return motion.done;
  });
}

/** Parts whose look passed through in-between values (more than before/after). */
function inBetween(samples: Samples) {
  return Object.entries(samples.looks)
    .filter(([, looks]) => looks.length > 2)
    .map(([name, looks]) => `${name}: ${looks.length} looks`);
}

/**
 * Every scroll position on every frame, from now until the page has moved
 * and then come to rest at `to` (when given) or for 10 frames in a row.
 * Start it, scroll, await it: it waits for the state, however long the
 * click takes.
 */
function sampleScroll(page: Page, { to }: { to?: number } = {}) {
  return page.evaluate(
    (target) =>
      new Promise<number[]>((resolve) => {
        const start = Math.round(window.scrollY);
        const positions = new Set<number>([start]);
        let last = start;
        let stillFrames = 0;
        const sample = () => {
          const y = Math.round(window.scrollY);
          positions.add(y);
          stillFrames = y === last ? stillFrames + 1 : 0;
          last = y;
          const hasMoved = positions.size > 1;
          const isDone =
            target === null
              ? hasMoved && stillFrames >= 10
              : y === target && hasMoved;
          if (isDone) resolve([...positions]);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    to ?? null,
  );
}

/** The hero, console and all, as pixels. */
function heroShot(page: Page) {
  return page.locator("section#home").screenshot({ animations: "allow" });
}

async function openHome(page: Page) {
  await openHydrated(page);
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
    const atRest = await sampleFrames(page, 60);
    expect(atRest.frames).toBeGreaterThan(20);
    expect(atRest.running).toEqual([]);
    expect(inBetween(atRest)).toEqual([]);
    expect(
      Object.values(atRest.looks).every((looks) => looks.length === 1),
    ).toBe(true);
    expect((await heroShot(page)).equals(before)).toBe(true);

    await startSampling(page);
    await doThingsThatAnimate(page);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const busy = await stopSampling(page);
    expect(busy.running).toEqual([]);
    expect(busy.mostRunning).toBe(0);
    expect(inBetween(busy)).toEqual([]);
    // The underline is complete from the start: hovering changes nothing.
    expect(busy.looks.underline).toHaveLength(1);
  });

  test("in-page links and Back to top jump in one step, with smooth scrolling off", async ({
    page,
  }) => {
    await openHydrated(page);
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
    sampling = sampleScroll(page, { to: 0 });
    await page.getByRole("button", { name: "Back to top" }).click();
    expect(await sampling).toEqual([landed, 0]);
  });

  test("at 320 px the menu opens and closes without animating", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openHydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await startSampling(page);
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    const samples = await stopSampling(page);
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
    await startSampling(page);
    await doThingsThatAnimate(page);
    const samples = await stopSampling(page);
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
    await openHydrated(page);
    const screen = page.getByTestId("console-screen");
    // The typed part of each line (the rest is laid out, invisible).
    const typed = async () =>
      (await screen.locator("p > span:nth-child(2)").allTextContents()).join(
        "\n",
      );
    // Typing by itself once it comes back into sight: the text changes.
    await retypeConsole(page);
    const first = await typed();
    await expect.poll(typed).not.toBe(first);

    const pause = page.getByRole("button", { name: "Pause animation" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    const paused = await typed();
    const samples = await sampleFrames(page, 72);
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
