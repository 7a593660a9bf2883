import { expect, test, openHydrated } from "./support";

/*
 * The automatic check every test gets from ./support: these provoke each
 * kind of problem and are expected to fail because of it (test.fail), so
 * a check that stopped working would turn them red.
 */

test.describe("the automatic page check", () => {
  test("fails a test whose page throws", async ({ page }) => {
    test.fail();
    await openHydrated(page);
    // The error reaches the check before the test ends: wait for it.
    const thrown = page.waitForEvent("pageerror");
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("thrown on purpose");
      });
    });
    await thrown;
    await expect(page.locator("h1")).toBeVisible();
  });

  test("fails a test whose page logs an error", async ({ page }) => {
    test.fail();
    await page.goto("/");
    await page.evaluate(() => console.error("logged on purpose"));
    await expect(page.locator("h1")).toBeVisible();
  });

  test("fails a test whose page requests a file that is not there", async ({
    page,
  }) => {
    test.fail();
    await page.goto("/");
    const status = await page.evaluate(() =>
      fetch("/assets/not-there.js").then((response) => response.status),
    );
    expect(status).toBe(404);
  });

  test("lets through what a test allows", async ({ page, pageProblems }) => {
    pageProblems.allow(/not-there/);
    await page.goto("/");
    await page.evaluate(() => fetch("/assets/not-there.js"));
    expect(pageProblems.list).toEqual([]);
  });
});
