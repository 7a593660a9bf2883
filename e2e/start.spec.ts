import { collectErrors, expect, test, waitForHydration } from "./support";

/**
 * The app starts after the page's largest paint (ADR 001): none of its
 * modules is requested before the first screen's high-priority image has
 * painted as the largest paint (or, where something larger painted, before
 * the page has loaded), and the page then hydrates with no error (the held
 * start runs under the site's CSP).
 */
const PAGES = [
  "/",
  "/portfolio",
  "/portfolio/hospital-registration",
  "/insights/fast-sites-on-indian-mobile-data",
  "/hi/",
];

for (const path of PAGES) {
  test(`${path}: the app's code is requested after the first-screen image painted`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    const { imagePainted, loaded, firstScript } = await page.evaluate(
      async () => {
        const image = document.querySelector('img[fetchpriority="high"]');
        const entries = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe(
            {
              type: "largest-contentful-paint",
              buffered: true,
            },
          ),
        );
        const painted = entries.find(
          (entry) =>
            (entry as PerformanceEntry & { element?: Element }).element ===
            image,
        );
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) =>
            /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname),
          );
        return {
          imagePainted: painted?.startTime ?? null,
          loaded: performance.getEntriesByType("navigation")[0]?.loadEventStart,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      },
    );
    const painted = imagePainted ?? loaded ?? 0;
    expect(painted, "the image painted or the page loaded").toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(painted);
    expect(errors).toEqual([]);
  });
}
