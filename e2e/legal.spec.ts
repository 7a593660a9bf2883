import { type Page } from "@playwright/test";
import {
  axeFindings,
  collectErrors,
  followNavLink,
  test,
  expect,
  openHydrated,
} from "./support";

const texts = [
  {
    hash: "#terms",
    link: "Terms & Conditions",
    title: "Terms & Conditions",
    mark: "laws of India",
  },
  {
    hash: "#privacy",
    link: "Privacy Policy",
    title: "Privacy Policy",
    mark: "Digital Personal Data Protection Act, 2023",
  },
  {
    hash: "#accessibility",
    link: "Accessibility",
    title: "Accessibility statement",
    mark: "WCAG",
  },
] as const;

function footerLink(page: Page, name: string) {
  return page.getByRole("contentinfo").getByRole("link", { name, exact: true });
}

function isFocusInside(page: Page) {
  return page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
}

test.describe("legal dialogs", () => {
  test("open from the footer by keyboard, keep focus inside, close with Escape", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page);
    const link = footerLink(page, "Privacy Policy");
    await link.focus();
    // Where the visitor sees the link (a fresh load's first view may end
    // meanwhile and change scrollY, but not what is on screen).
    const onScreen = () =>
      link.evaluate((element) =>
        Math.round(element.getBoundingClientRect().top),
      );
    const before = await onScreen();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/#privacy$/);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      expect(await isFocusInside(page)).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await isFocusInside(page)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(link).toBeFocused();
    expect(await onScreen()).toBe(before);
    expect(errors).toEqual([]);
  });

  for (const text of texts) {
    test(`${text.link} opens its text and Close returns focus`, async ({
      page,
    }) => {
      await openHydrated(page);
      const link = footerLink(page, text.link);
      await link.click();
      const dialog = page.getByRole("dialog", { name: text.title });
      await expect(dialog).toContainText(text.mark);
      await expect(page).toHaveURL(new RegExp(`${text.hash}$`));
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).hash).toBe("");
      await expect(link).toBeFocused();
    });
  }

  test("a URL with the hash opens the dialog straight away", async ({
    page,
  }) => {
    await page.goto("/Home#privacy");
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/Home$/);
  });

  test("Back closes the dialog and leaves the page", async ({ page }) => {
    await openHydrated(page);
    await followNavLink(page, "Main", "Portfolio");
    await expect(page).toHaveURL(/\/portfolio$/);
    await footerLink(page, "Terms & Conditions").click();
    const dialog = page.getByRole("dialog", { name: "Terms & Conditions" });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });

  test("works on other routes too", async ({ page }) => {
    await page.goto("/portfolio#terms");
    await expect(
      page.getByRole("dialog", { name: "Terms & Conditions" }),
    ).toBeVisible();
  });

  test("the notice under the form opens the privacy text", async ({ page }) => {
    await openHydrated(page);
    const notice = page
      .getByRole("form", { name: "Send us a message" })
      .getByRole("link", { name: "privacy notice" });
    await notice.click();
    await expect(
      page.getByRole("dialog", { name: "Privacy Policy" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(notice).toBeFocused();
  });

  for (const width of [320, 768, 1280]) {
    test(`no axe violations with each dialog open at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page);
      for (const text of texts) {
        await footerLink(page, text.link).click();
        await expect(
          page.getByRole("dialog", { name: text.title }),
        ).toBeVisible();
        expect(await axeFindings(page), text.title).toEqual([]);
        await page.keyboard.press("Escape");
      }
    });
  }
});
