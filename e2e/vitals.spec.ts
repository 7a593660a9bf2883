import type { Client } from "@libsql/client";
import type { Page, Request } from "@playwright/test";
import { expect, test, STUDIO_PASSWORD } from "./leadService";
import {
  axeFindings,
  collectErrors,
  openHydrated,
  sidewaysScroll,
} from "./support";

/*
 * Real visitors' speed: the site as `npm start` serves it with the lead
 * service on (its own server on a free port, a fresh SQLite file), and the
 * plain build without it (the suite's own server).
 */

const CASE_STUDY = "/portfolio/hospital-registration";

let origin = "";

test.describe.configure({ mode: "serial" });

test.use({ leadServiceSetup: { name: "vitals" } });

test.beforeAll(({ leadService }) => {
  origin = leadService.origin;
});

type SentBeacon = {
  page: string;
  device: string;
  navigation: string;
  metrics: Record<string, number>;
};

/**
 * Every beacon the page sends: the bodies as handed to `sendBeacon` (the
 * browser's own call, watched, not replaced) and the requests that went out.
 */
async function collectBeacons(page: Page) {
  const requests: string[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/vitals")) {
      requests.push(request.url());
    }
  });
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  return {
    requests,
    bodies: () =>
      page.evaluate(() =>
        (
          (window as unknown as { sentBeacons?: string[] }).sentBeacons ?? []
        ).map((text) => JSON.parse(text) as SentBeacon),
      ),
  };
}

/** The measuring code has loaded (after the load event and an idle moment). */
async function waitForMeasuring(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /\/assets\/vitals-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
}

/**
 * The tab goes to the background. Headless Chromium never hides a tab, so
 * the page is told as a browser tells it: `visibilityState` becomes
 * "hidden" and `visibilitychange` fires at the document.
 */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => "hidden",
    });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
}

/**
 * The browser has seen the client-side navigation and its first paint (its
 * `soft-navigation` entry): only then does the new page have an LCP to
 * report. A visible heading is not yet a painted one on a busy machine.
 */
async function waitForSoftNavigation(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType("soft-navigation").length,
      ),
    )
    .toBeGreaterThan(0);
}

/** A real click on the page's text: an interaction for INP, nothing else. */
async function tapText(page: Page) {
  // web-vitals observes interactions of 40 ms or more; on a fast machine a
  // click on plain text takes less, so this one does some work (as a slow
  // handler on a phone would) to be measured whatever the machine.
  // On the document, not the heading: React may replace the heading after
  // a client-side navigation, and the work must run whatever is clicked.
  await page.evaluate(() => {
    document.addEventListener(
      "click",
      () => {
        const until = performance.now() + 120;
        while (performance.now() < until);
      },
      { once: true, capture: true },
    );
  });
  // After a client-side navigation React may still replace the heading:
  // measure it once it has a box.
  const heading = page.locator("h1").first();
  let box: Awaited<ReturnType<typeof heading.boundingBox>> = null;
  await expect
    .poll(async () => (box = await heading.boundingBox()))
    .not.toBeNull();
  if (!box) throw new Error("no heading");
  const { x, y, height } = box;
  await page.mouse.click(x + 5, y + height / 2);
  // The browser reports the interaction after the next paint; only then can
  // web-vitals (observing the same entries) count it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const isInteraction = list
            .getEntries()
            .some((entry) => (entry as PerformanceEventTiming).interactionId);
          if (!isInteraction) return;
          observer.disconnect();
          resolve();
        }).observe({ type: "event", buffered: true, durationThreshold: 16 });
      }),
  );
  // web-vitals takes in the entries it observed when the page is idle.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve)),
      ),
  );
}

async function countRows(db: Client, table: string, where = "1 = 1") {
  const result = await db.execute(
    `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Beacons of a template the service has kept, waiting or rolled up. */
async function storedViews(db: Client, template: string) {
  const pending = await countRows(
    db,
    "vitals_pending",
    `template = '${template}'`,
  );
  const daily = await db.execute({
    sql: "SELECT coalesce(sum(views), 0) AS n FROM vitals_daily WHERE template = ? AND metric = 'LCP'",
    args: [template],
  });
  return pending + Number(daily.rows[0]?.n ?? 0);
}

function postBeacon(
  page: Page,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return page.request.post(`${origin}/api/vitals`, {
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      ...headers,
    },
    data: typeof body === "string" ? body : JSON.stringify(body),
    failOnStatusCode: false,
  });
}

let seq = 0;
function beacon(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    id: `${seq.toString(16).padStart(8, "0")}e2e0e2e0e2e0e2e0`,
    page: CASE_STUDY,
    device: "phone",
    connection: "4g",
    navigation: "load",
    metrics: { LCP: 1200 },
    ...overrides,
  };
}

test("a page view sends one beacon with LCP, CLS and INP once the tab is hidden", async ({
  page,
  leadsDb,
}) => {
  const errors = collectErrors(page);
  const beacons = await collectBeacons(page);
  await openHydrated(page, `${origin}/`);
  await waitForMeasuring(page);
  await tapText(page);
  expect(await beacons.bodies()).toEqual([]);
  await hideTab(page);
  // The body is read from the beacon's Blob after it is handed over: wait
  // for it, not only for the request.
  await expect.poll(async () => (await beacons.bodies()).length).toBe(1);
  await expect.poll(() => beacons.requests.length).toBe(1);
  const [sent] = await beacons.bodies();
  expect(sent).toMatchObject({
    page: "/",
    device: "desktop",
    navigation: "load",
  });
  expect(Object.keys(sent?.metrics ?? {}).sort()).toEqual([
    "CLS",
    "FCP",
    "INP",
    "LCP",
    "TTFB",
  ]);
  expect(sent?.metrics.LCP).toBeGreaterThan(0);
  expect(sent?.metrics.CLS).toBeGreaterThanOrEqual(0);
  // Kept by the service: written within a couple of seconds, then rolled
  // up; on a busy machine a flush may wait, so this waits as long as the test.
  await expect.poll(() => storedViews(leadsDb, "home"), { timeout: 0 }).toBe(1);
  expect(errors).toEqual([]);
});

test("a client-side navigation reports the new page", async ({ page }) => {
  const beacons = await collectBeacons(page);
  await openHydrated(page, `${origin}/portfolio`);
  await waitForMeasuring(page);
  const link = page.locator(`main a[href="${CASE_STUDY}"]`).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${CASE_STUDY}$`));
  await expect(page.locator("h1")).toBeVisible();
  await waitForSoftNavigation(page);
  await tapText(page);
  await hideTab(page);
  await expect.poll(async () => (await beacons.bodies()).length).toBe(2);
  await expect.poll(() => beacons.requests.length).toBe(2);
  const sent = await beacons.bodies();
  expect(sent.map((one) => `${one.navigation} ${one.page}`)).toEqual([
    "load /portfolio",
    `soft ${CASE_STUDY}`,
  ]);
  const soft = sent[1];
  expect(soft?.metrics.LCP).toBeGreaterThan(0);
});

test("the Speed view shows the 75th percentile of seeded beacons", async ({
  page,
}) => {
  // Phones on the case study: LCP sorted 1.0 1.2 1.4 1.6 1.8 2.0 2.2 2.6 s.
  // By hand: rank ceil(0.75 x 8) = 6, the 6th is 2.0 s; INP likewise 240 ms.
  const lcp = [2600, 1000, 1400, 2200, 1200, 2000, 1800, 1600];
  const inp = [600, 40, 120, 280, 80, 240, 200, 160];
  // One view of each case study: one address counts only a few beacons per
  // page a day, and the view rolls case studies up as one page type.
  const studies = [
    "bunkar-looms-launch",
    "haldi-house-reels",
    "himalayan-hive-diwali",
    "hospital-registration",
    "kiln-coffee-storefront",
    "nyaya-academy-landing",
    "pulse-strength-rebrand",
    "tiffin-street-dispatch",
  ];
  for (const [index, value] of lcp.entries()) {
    const response = await postBeacon(
      page,
      beacon({
        page: `/portfolio/${studies[index]}`,
        metrics: { LCP: value, INP: inp[index] },
      }),
    );
    expect(response.status()).toBe(204);
  }
  await page.goto(`${origin}/studio/speed`);
  await page.getByLabel("Password").fill(STUDIO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto(`${origin}/studio/speed`);
  await expect(page.getByRole("heading", { name: "Speed" })).toBeVisible();
  const week = page.getByRole("region", { name: "Last 7 days" });
  // First a sentence and a card per page type; the figures behind "Details".
  await expect(
    week.getByText(/^\d of \d page types? (is|are) good; /),
  ).toBeVisible();
  await expect(
    week
      .getByRole("list", { name: "By page type" })
      .getByRole("listitem")
      .filter({ hasText: "Case study" }),
  ).toContainText(
    /needs improvement\s*240 ms INP, phones\s*Google: good up to 200 ms, poor past 500 ms/,
  );
  await week.getByText("Details", { exact: true }).click();
  await expect(week.getByRole("listitem")).toContainText([
    "Phones: pages show their main content in 2.0 s for 3 in 4 visitors (good, 8 page views).",
    "Phones: pages answer a tap, click or key press within 240 ms for 3 in 4 visitors (needs improvement, 8 page views).",
  ]);
  const row = week
    .getByRole("table", { name: /Page loads, last 7 days/ })
    .getByRole("row", { name: /Case study Phones/ });
  await expect(row.getByRole("cell").nth(1)).toHaveText(
    /2\.0 s\s+good\s+8 page views/,
  );
  await expect(row.getByRole("cell").nth(2)).toHaveText(
    /240 ms\s+needs improvement\s+8 page views/,
  );
  // 28 days: a toggle, the same view over the longer window.
  await page.getByRole("link", { name: "28 days" }).click();
  await expect(
    page.getByRole("region", { name: "Last 28 days" }),
  ).toContainText("Phones: pages show their main content in 2.0 s");
  await expect(page.getByRole("region", { name: "Last 7 days" })).toHaveCount(
    0,
  );
});

/** Words broken across lines (a column too narrow for them), as text. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector("main") ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(".visually-hidden, thead")) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[^\s]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (range.getClientRects().length > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

for (const width of [320, 390]) {
  test(`the Speed view at ${width} px: the verdict first, no word broken letter by letter, the tables as cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${origin}/studio/speed`);
    if (await page.getByLabel("Password").isVisible()) {
      await page.getByLabel("Password").fill(STUDIO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.goto(`${origin}/studio/speed`);
    }
    const verdict = page.getByText(/page types? (is|are) good/);
    await expect(verdict).toBeInViewport();
    await page.getByText("Details", { exact: true }).click();
    await expect(
      page.getByRole("table", { name: /Page loads, last 7 days/ }),
    ).toBeVisible();
    expect(await brokenWords(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the Speed view has no axe violations, ${colorScheme} at 320, 390, 768 and 1280 px, details open`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await page.goto(`${origin}/studio/speed`);
    if (await page.getByLabel("Password").isVisible()) {
      await page.getByLabel("Password").fill(STUDIO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
    }
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin}/studio/speed`);
      await page.getByText("Details", { exact: true }).click();
      await expect(
        page.getByRole("table", { name: /Page loads, last 7 days/ }),
      ).toBeVisible();
      expect(await axeFindings(page), `${width} px`).toEqual([]);
    }
  });
}

test("refuses beacons from another origin, with unknown metrics, absurd values or over 2 kB, and stores none", async ({
  page,
  leadsDb,
}) => {
  const article = "/insights/fast-sites-on-indian-mobile-data";
  const refused = [
    [
      beacon({ page: article }),
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      403,
    ],
    [beacon({ page: article, metrics: { LCP: 900, FID: 3 } }), {}, 400],
    [beacon({ page: article, metrics: { LCP: -20 } }), {}, 400],
    [beacon({ page: article, metrics: { CLS: 4000 } }), {}, 400],
    [beacon({ page: article, padding: "x".repeat(2100) }), {}, 413],
    ['{"id": "', {}, 400],
    [beacon({ page: article }), { "Content-Type": "text/plain" }, 415],
  ] as const;
  for (const [body, headers, status] of refused) {
    const response = await postBeacon(page, body, headers);
    expect(response.status()).toBe(status);
  }
  // A good beacon sent after them is kept: by then, so would they have been.
  const sentinel = await postBeacon(page, beacon({ page: "/insights" }));
  expect(sentinel.status()).toBe(204);
  await expect
    .poll(() => storedViews(leadsDb, "insights"), { timeout: 10_000 })
    .toBe(1);
  expect(await storedViews(leadsDb, "article")).toBe(0);
});

test("with the lead service off, no beacon is sent and nothing goes wrong", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const beacons = await collectBeacons(page);
  await openHydrated(page);
  await expect(page.locator('meta[name="lead-service"]')).toHaveCount(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (document.readyState === "complete") resolve();
        else addEventListener("load", () => resolve(), { once: true });
      }),
  );
  // Past the moment the measuring code would have loaded.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve)),
  );
  await tapText(page);
  await hideTab(page);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve)),
  );
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/vitals-/.test(name)),
  );
  expect(loaded).toEqual([]);
  expect(beacons.requests).toEqual([]);
  expect(await beacons.bodies()).toEqual([]);
  expect(errors).toEqual([]);
});
