import { type CDPSession, type Locator, type Page } from "@playwright/test";
import {
  expect,
  failDownloads,
  holdRequests,
  HOME_HEADING,
  isHydrated,
  scrollTo,
  scrollY,
  test,
  waitForHydration,
  waitForReact,
  openHydrated,
  openBeforeScripts,
} from "./support";

/**
 * First interactions on the phone profile the issue measures (Lighthouse's
 * mobile preset): 412 px wide, 150 ms round trip, 1.6 Mbps down, 750 kbps
 * up, the CPU slowed 4x. Whatever the visitor does at any moment after the
 * first paint must do what it would do on a fully loaded page.
 */
const PHONE = { width: 412, height: 915 };
const PORTFOLIO_HEADING = "Our work";
const ROUTE_CHUNK = {
  portfolio: "**/assets/portfolio-*.js",
  caseStudy: "**/assets/case-study-*.js",
};

const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

test.use({ viewport: PHONE, hasTouch: true });
// Slowed pages on a shared machine: give each test room, never fixed sleeps.
test.describe.configure({ timeout: 90_000 });
test.setTimeout(90_000);

async function slowDown(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** Opens a page and returns its first contentful paint, in page time. */
async function openAtFirstPaint(page: Page, url = "/"): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    null,
    { polling: "raf" },
  );
  return (await handle.jsonValue()) as number;
}

/** Waits, in the page's own clock, until `at` ms after its time origin. */
async function waitForPageTime(page: Page, at: number) {
  await page.waitForFunction((time) => performance.now() >= time, at, {
    polling: "raf",
  });
}

/** Taps the centre of an element through the touch screen, at once. */
async function tapNow(page: Page, locator: Locator) {
  const box = await locator.boundingBox({ timeout: 10_000 });
  if (!box) throw new Error("nothing to tap: the element is not rendered");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

type Watch = {
  tapAt: number | null;
  taps: number;
  feedbackAt: number | null;
  pressedAt: number | null;
  urlAt: number | null;
  headingAt: number | null;
  scrollAtHeading: number | null;
};
type WatchWindow = Window & { __watch?: Watch };
type StopWindow = Window & { __lastStop?: Element | null };

/**
 * Records in the page, from the next tap on: the tap's time (its
 * `pointerdown`), the first frame or DOM change where the tapped link shows
 * its pressed state (`pressedAt`), the URL has left `fromPath` (`urlAt`) or
 * the spinner shows (`feedbackAt`: the first of these), and when `heading`
 * is on screen.
 */
function watchNavigation(page: Page, fromPath: string, heading: string) {
  return page.evaluate(
    ([from, text]) => {
      const watch: Watch = {
        tapAt: null,
        taps: 0,
        feedbackAt: null,
        pressedAt: null,
        urlAt: null,
        headingAt: null,
        scrollAtHeading: null,
      };
      (window as WatchWindow).__watch = watch;
      document.addEventListener(
        "pointerdown",
        (event) => {
          watch.taps += 1;
          watch.tapAt ??= event.timeStamp;
        },
        true,
      );
      const check = () => {
        if (watch.tapAt === null) return;
        const now = performance.now();
        const spinner = document.querySelector(
          '[role="status"][aria-label="Loading"]',
        );
        if (
          watch.pressedAt === null &&
          document.querySelector("a[data-pressed]")
        )
          watch.pressedAt = now;
        if (watch.urlAt === null && location.pathname !== from)
          watch.urlAt = now;
        if (
          watch.feedbackAt === null &&
          (watch.pressedAt !== null || watch.urlAt !== null || spinner)
        )
          watch.feedbackAt = now;
        const h1 = document.querySelector("h1");
        if (watch.headingAt === null && h1?.textContent?.trim() === text) {
          watch.headingAt = now;
          watch.scrollAtHeading = window.scrollY;
        }
      };
      // The address bar changes when the router pushes the new URL.
      for (const method of ["pushState", "replaceState"] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History["pushState"]>) => {
          original(...args);
          check();
        };
      }
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
      const everyFrame = () => {
        check();
        if (watch.headingAt === null) requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    },
    [fromPath, heading] as const,
  );
}

function readWatch(page: Page) {
  return page.evaluate(() => (window as WatchWindow).__watch ?? null);
}

function menuButton(page: Page) {
  return page.getByRole("button", { name: "Menu" });
}

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function h1(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

function spinner(page: Page) {
  return page.getByRole("status", { name: "Loading" });
}

/**
 * The visitor's way to Portfolio on a phone: a tap on Menu, then on
 * Portfolio. Each tap is made once; the menu must open from the first.
 */
async function tapPortfolioInMenu(page: Page) {
  await tapNow(page, menuButton(page));
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
  await expect(portfolio).toBeVisible();
  await tapNow(page, portfolio);
}

test.describe("first interactions on a slowed phone", () => {
  test.beforeEach(async ({ page }) => {
    await slowDown(page);
  });

  test("ArrowRight, Home and End are the very first key presses on the service tabs, before the page's code has run, and each selects its tab; the app keeps the choice", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page);
    const tabs = page.getByRole("tablist", { name: "Service lines" });
    const allTabs = tabs.getByRole("tab");
    const first = allTabs.first();
    const last = allTabs.last();
    const count = await allTabs.count();
    expect(count).toBeGreaterThan(1);
    const second = allTabs.nth(1);
    const panelOf = async (tab: Locator) =>
      page.locator(`#${await tab.getAttribute("aria-controls")}`);

    // Reach the selected tab by keyboard: Tab from the section's heading.
    await page.locator("#services-heading").evaluate((heading: HTMLElement) => {
      heading.setAttribute("tabindex", "-1");
      heading.focus();
    });
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(second).toBeFocused();
    await expect(await panelOf(second)).toBeVisible();
    await expect(await panelOf(first)).toBeHidden();
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(first).toBeFocused();
    await page.keyboard.press("End");
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(last).toBeFocused();
    await expect(await panelOf(last)).toBeVisible();
    // All of that before any of the app's code arrived.
    expect(await isHydrated(page)).toBe(false);
    expect(scripts.held.length).toBeGreaterThan(0);

    await scripts.release();
    await waitForHydration(page);
    // The app starts on the visitor's choice and answers the next keys,
    // each press moving once.
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(last).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(second).toBeFocused();
    await expect(await panelOf(second)).toBeVisible();
  });

  /** Opens `/`, waits `offset` ms after its first paint, taps Menu, Portfolio. */
  async function tapPortfolioAfterFirstPaint(
    page: Page,
    offset: number,
    { waitForApp = false } = {},
  ) {
    const firstPaint = await openAtFirstPaint(page);
    await waitForPageTime(page, firstPaint + offset);
    if (waitForApp) await waitForHydration(page);
    await tapNow(page, menuButton(page));
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
    await expect(portfolio).toBeVisible();
    await watchNavigation(page, "/", PORTFOLIO_HEADING);
    await tapNow(page, portfolio);
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await expect(page).toHaveURL(/\/portfolio$/);
  }

  for (const offset of [0, 300]) {
    test(`a tap on Menu then Portfolio ${offset} ms after the first paint reaches the portfolio, one tap each`, async ({
      page,
    }) => {
      // The Menu button opens the menu from the first paint (a native
      // popover); before the app runs, Portfolio is a plain link: a full
      // load of the prerendered page.
      const firstPaint = await openAtFirstPaint(page);
      await waitForPageTime(page, firstPaint + offset);
      await tapNow(page, menuButton(page));
      const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
      await expect(portfolio).toBeVisible();
      await tapNow(page, portfolio);
      await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
      await expect(page).toHaveURL(/\/portfolio$/);
      await waitForHydration(page);
      await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    });
  }

  test("before any of the page's code has run, Menu opens the menu and Escape closes it, and Portfolio loads the page in full", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page);
    const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
    await expect(portfolio).toBeHidden();

    await tapNow(page, menuButton(page));
    await expect(portfolio).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(portfolio).toBeHidden();
    await tapNow(page, menuButton(page));
    await expect(portfolio).toBeVisible();
    expect(await isHydrated(page)).toBe(false);

    await tapNow(page, portfolio);
    await expect(page).toHaveURL(/\/portfolio$/);
    await scripts.release();
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
  });

  test("a menu opened before the app runs stays open, and the app reports it open", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page);
    await tapNow(page, menuButton(page));
    const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
    await expect(portfolio).toBeVisible();

    await scripts.release();
    await waitForHydration(page);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(portfolio).toBeVisible();
    await tapNow(page, menuButton(page));
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(portfolio).toBeHidden();
  });

  test("a tap on Portfolio 3 s after the first paint shows feedback before the page and reaches the portfolio with one tap", async ({
    page,
  }) => {
    // Three seconds after the first paint the app has loaded on this
    // profile (on a busy machine it may take longer: wait for it). How soon
    // the feedback comes is measured by `npm run bench:nav`, not here: a
    // timed assertion fails on a busy machine. Here it must come first.
    await tapPortfolioAfterFirstPaint(page, 3000, { waitForApp: true });
    // A client-side navigation: the watch survived, the tap is in it.
    await expect
      .poll(async () => (await readWatch(page))?.headingAt)
      .not.toBeNull();
    const watch = await readWatch(page);
    expect(watch?.taps).toBe(1);
    expect(watch?.feedbackAt).toBeGreaterThanOrEqual(watch?.tapAt ?? Infinity);
    expect(watch?.feedbackAt).toBeLessThanOrEqual(
      watch?.headingAt ?? -Infinity,
    );
    // The tapped link shows its pressed state before the router has
    // changed the URL, and lets go of it once the portfolio shows.
    expect(watch?.pressedAt).toBeLessThan(watch?.urlAt ?? -Infinity);
    await expect(page.locator("a[data-pressed]")).toHaveCount(0);
  });

  test("typing in the contact form before its code arrives keeps every character, and Enter sends it once", async ({
    page,
  }) => {
    const submissions: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("Contact form submission"))
        submissions.push(message.text());
    });
    const scripts = await openBeforeScripts(page);

    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByRole("textbox", { name: "Name" });
    const email = form.getByRole("textbox", { name: "Email" });
    const message = form.getByRole("textbox", { name: "Message" });
    const values = {
      name: "Priya Sharma",
      email: "priya@clinic.example.in",
      message: "A booking site for our clinic in Saket.",
    };
    await name.pressSequentially(values.name);
    await email.pressSequentially(values.email);
    await message.pressSequentially(values.message);
    // Nothing of the app has run while the visitor typed.
    expect(await isHydrated(page)).toBe(false);
    expect(scripts.held.length).toBeGreaterThan(0);

    await scripts.release();
    await waitForReact(form);
    await expect(name).toHaveValue(values.name);
    await expect(email).toHaveValue(values.email);
    await expect(message).toHaveValue(values.message);

    await email.press("Enter");
    // This build has no message service: the panel in the form's place says
    // the message was not sent (issue 26), and the one send is logged.
    await expect(form.getByRole("status")).toHaveText(
      "Your message has not been sent",
    );
    expect(submissions).toHaveLength(1);
    for (const value of Object.values(values)) {
      expect(submissions[0]).toContain(value);
    }
    await expect(page).toHaveURL(/\/$/);
    expect(submissions).toHaveLength(1);
  });

  test("typing a question before the assistant's code arrives keeps every character, and Enter asks it once", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page);

    const question = "How long does a website take?";
    const box = page.getByRole("textbox", { name: "Ask a question" });
    await box.pressSequentially(question);
    expect(await isHydrated(page)).toBe(false);

    await scripts.release();
    await waitForReact(box);
    await expect(box).toHaveValue(question);
    await box.press("Enter");

    const log = page.getByRole("log", {
      name: "Conversation with the assistant",
    });
    const asked = log.locator('[data-author="visitor"]');
    await expect(asked).toHaveCount(1);
    await expect(asked).toContainText(question);
    const answers = log.locator(
      '[data-author="assistant"]:not([aria-hidden="true"])',
    );
    // The welcome, then exactly one answer.
    await expect(answers).toHaveCount(2);
    await expect(box).toHaveValue("");
    await expect(asked).toHaveCount(1);
  });

  test("a reload half-way down the page keeps the position", async ({
    page,
  }) => {
    await openHydrated(page);
    const half = await page.evaluate(() =>
      Math.round((document.documentElement.scrollHeight - innerHeight) / 2),
    );
    await scrollTo(page, half);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(half);
    await waitForHydration(page);
    await expect.poll(() => scrollY(page)).toBe(half);
  });

  test("Back and Forward restore each page's position; a route change without a hash starts at the top at once", async ({
    page,
  }) => {
    await openHydrated(page);
    await scrollTo(page, 1200);

    await watchNavigation(page, "/", PORTFOLIO_HEADING);
    await tapPortfolioInMenu(page);
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await expect
      .poll(async () => (await readWatch(page))?.headingAt)
      .not.toBeNull();
    // Instant: the portfolio's first frame is already at the top.
    expect((await readWatch(page))?.scrollAtHeading).toBe(0);
    await waitForHydration(page);
    await scrollTo(page, 600);

    await page.goBack();
    await expect(h1(page)).toHaveText(HOME_HEADING);
    await expect.poll(() => scrollY(page)).toBe(1200);
    await page.goForward();
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await expect.poll(() => scrollY(page)).toBe(600);
  });

  test("when the portfolio's code answers 404, the tap on Portfolio loads /portfolio in full", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/\/assets\/portfolio-/);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The home page's copy of the chunk is gone (a deploy replaced it); the
    // new /portfolio document gets its own.
    let hasLeftHome = false;
    page.on("request", (request) => {
      if (
        request.isNavigationRequest() &&
        new URL(request.url()).pathname === "/portfolio"
      )
        hasLeftHome = true;
    });
    await page.route(ROUTE_CHUNK.portfolio, (route) =>
      hasLeftHome
        ? route.continue()
        : route.fulfill({ status: 404, body: "Not found" }),
    );
    await openHydrated(page);

    await tapPortfolioInMenu(page);
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await expect(page).toHaveURL(/\/portfolio$/);
    const documentUrl = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.name ?? "",
    );
    expect(new URL(documentUrl).pathname).toBe("/portfolio");
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  test("when a case study's code answers 404, the tap on its card loads the case study in full", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/\/assets\/case-study-/);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    let hasLeftPortfolio = false;
    page.on("request", (request) => {
      if (
        request.isNavigationRequest() &&
        new URL(request.url()).pathname.startsWith("/portfolio/")
      )
        hasLeftPortfolio = true;
    });
    await page.route(ROUTE_CHUNK.caseStudy, (route) =>
      hasLeftPortfolio
        ? route.continue()
        : route.fulfill({ status: 404, body: "Not found" }),
    );
    await openHydrated(page, "/portfolio");
    const card = page.locator('main a[href^="/portfolio/"]').first();
    const href = (await card.getAttribute("href")) ?? "";
    const title = (await card.textContent())?.trim() ?? "";
    await card.scrollIntoViewIfNeeded();

    await tapNow(page, card);
    await expect(h1(page)).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const documentUrl = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.name ?? "",
    );
    expect(new URL(documentUrl).pathname).toBe(href);
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});

test.describe("a download that fails on a slowed phone", () => {
  test("a failed prefetch of the portfolio's code keeps the page, and Portfolio works once the code is back", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/\/assets\/portfolio-/);
    await slowDown(page);
    const unblock = await failDownloads(page, /\/assets\/portfolio-[^/]*\.js$/);
    const reloads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) reloads.push(request.url());
    });
    // Once the page is idle, the header's pages are prefetched: this fails.
    const failed = page.waitForEvent("requestfailed", (request) =>
      request.url().includes("/assets/portfolio-"),
    );
    await page.goto("/");
    await failed;
    await waitForHydration(page);
    await tapNow(page, menuButton(page));
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    // Only the first load: the failure reloaded nothing.
    expect(reloads).toHaveLength(1);

    unblock();
    await tapNow(page, mainNav(page).getByRole("link", { name: "Portfolio" }));
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe("bad input on a slowed phone", () => {
  test.beforeEach(async ({ page }) => {
    await slowDown(page);
  });

  test("a double tap on Portfolio ends on the portfolio, once in history", async ({
    page,
  }) => {
    await openHydrated(page);
    await tapNow(page, menuButton(page));
    const portfolio = mainNav(page).getByRole("link", { name: "Portfolio" });
    await expect(portfolio).toBeVisible();
    const box = await portfolio.boundingBox();
    if (!box) throw new Error("Portfolio is not rendered");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);

    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(spinner(page)).toHaveCount(0);
    await expect(h1(page)).toHaveText(PORTFOLIO_HEADING);
    await page.goBack();
    await expect(h1(page)).toHaveText(HOME_HEADING);
  });

  test("a tap on a second case study while the first is loading ends on the second", async ({
    page,
  }) => {
    const code = await holdRequests(page, ROUTE_CHUNK.caseStudy);
    await openHydrated(page, "/portfolio");
    const cards = page.locator('main a[href^="/portfolio/"]');
    await expect(cards.nth(1)).toBeAttached();
    const [firstHref, secondHref] = await Promise.all([
      cards.nth(0).getAttribute("href"),
      cards.nth(1).getAttribute("href"),
    ]);
    const secondTitle = (await cards.nth(1).textContent())?.trim() ?? "";

    await cards.nth(0).scrollIntoViewIfNeeded();
    await tapNow(page, cards.nth(0));
    await expect(spinner(page)).toBeVisible();
    await cards.nth(1).scrollIntoViewIfNeeded();
    await tapNow(page, cards.nth(1));
    await code.release();

    await expect(page).toHaveURL(new RegExp(`${secondHref}$`));
    await expect(h1(page)).toHaveText(secondTitle);
    await expect(spinner(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${secondHref}$`));
    expect(firstHref).not.toBe(secondHref);
  });

  test("Back pressed while the portfolio's code loads stays on the page Back leads to", async ({
    page,
  }) => {
    // The portfolio's code is fetched as soon as its link shows: hold it.
    const code = await holdRequests(page, ROUTE_CHUNK.portfolio);
    await openHydrated(page);
    // A second entry in this document's history: the Services link.
    await tapNow(page, menuButton(page));
    await tapNow(page, mainNav(page).getByRole("link", { name: "Services" }));
    await expect(page).toHaveURL(/\/Home#services$/);

    await tapPortfolioInMenu(page);
    await expect(spinner(page)).toBeVisible();
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/$/);
    await code.release();

    await expect(spinner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText(HOME_HEADING);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.includes("pending")),
      ),
    ).toEqual([]);
  });

  test("tabbing through the page at full speed from the first paint keeps focus and the page", async ({
    page,
  }) => {
    await openAtFirstPaint(page);
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press("Tab");
    }
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      (window as StopWindow).__lastStop = element;
      return element && element !== document.body
        ? element.tagName.toLowerCase()
        : null;
    });
    expect(stop).not.toBeNull();
    await waitForHydration(page);
    // Hydration kept the element the visitor reached, and its focus.
    expect(
      await page.evaluate(
        () => document.activeElement === (window as StopWindow).__lastStop,
      ),
    ).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText(HOME_HEADING);
  });
});
