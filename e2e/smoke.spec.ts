import { expect, test } from "@playwright/test";

test("home page renders its sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("section#services")).toBeAttached();
});
