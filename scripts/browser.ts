import { existsSync } from "node:fs";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "@playwright/test";

/** Debian's packages: the full browser and its lighter headless shell. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";
export const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium that tests, builds and benchmarks drive: `CHROMIUM_PATH`,
 * else the system's, else Playwright's own download (undefined).
 *
 * With `headlessShell`, the system's headless shell comes first: the same
 * Blink without the full browser around it, which Playwright itself uses
 * for headless runs (the end-to-end suite runs about 1.6 times faster on
 * it). Lighthouse and the navigation benchmark keep the full browser, as a
 * visitor's phone runs it.
 */
export function systemChromium(
  env: NodeJS.ProcessEnv = process.env,
  {
    headlessShell = false,
    exists = existsSync,
  }: { headlessShell?: boolean; exists?: (path: string) => boolean } = {},
): string | undefined {
  const candidates = [
    env.CHROMIUM_PATH,
    headlessShell ? SYSTEM_HEADLESS_SHELL : undefined,
    SYSTEM_CHROMIUM,
  ];
  return candidates.find((path): path is string => !!path && exists(path));
}

/** Flags Chromium needs when run as root in a container, and no chatter. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/** The headless Chromium of systemChromium, with CHROMIUM_FLAGS and `args`. */
export function launchHeadless(args: readonly string[] = []) {
  return chromium.launch({
    executablePath: systemChromium(process.env, { headlessShell: true }),
    args: [...CHROMIUM_FLAGS, ...args],
  });
}

/**
 * The phone profile of the start-up and interaction benchmarks: a 150 ms
 * round trip, 1.6 Mbps down, 750 kbps up and a CPU four times slower, set
 * on `page` through the DevTools protocol. Returns the session, for more.
 */
export async function emulatePhoneNetwork(
  context: BrowserContext,
  page: Page,
  { cacheDisabled = false } = {},
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cacheDisabled) {
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  }
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/**
 * A new page on a phone (412 by 915, touch) on the phone profile, with
 * `probe` run before the page's own scripts; `options` add to the context.
 * Closing `page.context()` ends it.
 */
export async function phonePage(
  browser: Browser,
  probe: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  await emulatePhoneNetwork(context, page);
  await page.addInitScript({ content: probe });
  return page;
}
