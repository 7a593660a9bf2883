/**
 * Interaction benchmark (on demand, not in CI): how long the home page's
 * own interactions take on the phone profile (412 px, 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, CPU 4x), measured as INP measures them: the
 * browser's Event Timing entries, grouped by interaction, each
 * interaction's duration being its longest event's (input to the next
 * paint, in steps of 8 ms).
 *
 * Once `/` has hydrated and laid out, a visitor opens and closes the menu,
 * switches the service tabs (two taps, then ArrowRight), types a name and
 * a message into the contact form, and asks the assistant a question
 * (typed, then Enter; the answer's download is not part of any
 * interaction). Per build: the median over runs of each group's longest
 * interaction and of the page's longest (its INP with this few
 * interactions).
 *
 * BUILDS lists the builds to compare (default `build`), run after run in
 * alternating order so each meets the same machine; each must exist (the
 * React Compiler comparison of ADR 011 builds the second with the compiler).
 * RUNS (default 7). Writes bench-results/interactions.json.
 *
 *   npm run build && npm run bench:interactions
 *   BUILDS=build,build-compiler npm run bench:interactions
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { median, startBenchServer } from "./benchServer";
import { CHROMIUM_FLAGS, phonePage, systemChromium } from "./browser";

const root = join(import.meta.dirname, "..");
const runs = Number(process.env.RUNS ?? 7);
const builds = (process.env.BUILDS ?? "build").split(",").filter(Boolean);
const basePort = Number(process.env.BENCH_INTERACTIONS_PORT ?? 4430);

for (const build of builds) {
  if (!existsSync(join(root, build, "server", "serve.js")))
    throw new Error(`No build in ${build}: build it first (npm run build).`);
}

const GROUPS = ["menu", "tabs", "typing", "assistant"] as const;
type Group = (typeof GROUPS)[number];
type Sample = Record<Group | "page", number>;
type ProbeWindow = Window & {
  __interactionGroup?: string;
  __interactions?: Map<number, { group: string; duration: number }>;
};

/**
 * Runs in the page before its scripts: every event entry with an
 * interaction id, kept by interaction with the group that was current when
 * it started. Plain JavaScript in a string (no runner helpers).
 */
const PROBE = `(() => {
  const interactions = new Map();
  window.__interactions = interactions;
  window.__interactionGroup = "load";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (known) known.duration = Math.max(known.duration, entry.duration);
      else interactions.set(entry.interactionId, { group: window.__interactionGroup, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

async function setGroup(page: Page, group: Group) {
  await page.evaluate((name) => {
    (window as ProbeWindow).__interactionGroup = name;
  }, group);
}

async function tap(page: Page, locator: ReturnType<Page["locator"]>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("A control to tap is not on screen.");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Two frames: whatever an interaction changed has been painted. */
async function painted(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function measure(browser: Browser, origin: string): Promise<Sample> {
  const page = await phonePage(browser, PROBE, { isMobile: true });
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: 60_000 });
  // The first view has ended: every section is laid out and hydrated.
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute("data-first-view"),
    null,
    { timeout: 60_000 },
  );

  await setGroup(page, "menu");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await tap(page, menuButton);
  await page.locator("#site-menu:popover-open").waitFor();
  await painted(page);
  await tap(page, menuButton);
  await page.locator("#site-menu:popover-open").waitFor({ state: "detached" });
  await painted(page);

  await setGroup(page, "tabs");
  const social = page.getByRole("tab", { name: "Social Media Marketing" });
  const web = page.getByRole("tab", { name: "Web Development" });
  await tap(page, social);
  await page.waitForFunction(() =>
    document
      .querySelector('[role="tab"][aria-selected="true"]')
      ?.textContent?.includes("Social"),
  );
  await painted(page);
  await tap(page, web);
  await painted(page);
  await page.keyboard.press("ArrowRight");
  await painted(page);

  await setGroup(page, "typing");
  const name = page.getByRole("textbox", { name: "Name" });
  await tap(page, name);
  await page.keyboard.type("Priya Sharma", { delay: 60 });
  const message = page.getByRole("textbox", { name: "Message" });
  await tap(page, message);
  await page.keyboard.type("We need a new website for our bakery.", {
    delay: 60,
  });
  await painted(page);

  await setGroup(page, "assistant");
  const question = page.getByRole("textbox", { name: "Ask a question" });
  await tap(page, question);
  await page.keyboard.type("How do we start?", { delay: 60 });
  await page.keyboard.press("Enter");
  await page
    .getByRole("log", { name: "Conversation with the assistant" })
    .locator(':scope > ol > li[data-author="assistant"]')
    .first()
    .waitFor({ timeout: 60_000 });
  await painted(page);
  // Event entries are reported after the next paint; one more frame.
  await painted(page);

  const interactions = await page.evaluate(() => [
    ...((window as ProbeWindow).__interactions?.values() ?? []),
  ]);
  await page.context().close();
  const longest = (group?: string) =>
    Math.max(
      0,
      ...interactions
        .filter((entry) => group === undefined || entry.group === group)
        .map((entry) => entry.duration),
    );
  return {
    menu: longest("menu"),
    tabs: longest("tabs"),
    typing: longest("typing"),
    assistant: longest("assistant"),
    page: longest(),
  };
}

const servers = await Promise.all(
  builds.map((build, index) => startBenchServer(root, build, basePort + index)),
);
const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: CHROMIUM_FLAGS,
});
const samples: Sample[][] = builds.map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    // Alternate which goes first, so neither always meets a warmer machine.
    const order = builds.map((_, index) => index);
    if (run % 2) order.reverse();
    for (const index of order) {
      const sample = await measure(
        browser,
        `http://127.0.0.1:${basePort + index}`,
      );
      samples[index]?.push(sample);
      console.log(
        `run ${run + 1}/${runs} ${builds[index]}: ${Object.entries(sample)
          .map(([group, ms]) => `${group} ${Math.round(ms)} ms`)
          .join(", ")}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}

const results = builds.map((build, index) => {
  const list = samples[index] ?? [];
  const row: Record<string, string> = { build };
  for (const key of [...GROUPS, "page"] as const) {
    const values = list.map((sample) => Math.round(sample[key]));
    row[`${key} ms`] =
      `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;
  }
  return row;
});
console.table(results);
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results", "interactions.json"),
  `${JSON.stringify({ date: new Date().toISOString(), runs, results, samples }, null, 2)}\n`,
);
