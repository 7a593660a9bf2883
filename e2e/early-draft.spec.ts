import { expect, test } from "@playwright/test";
import { collectErrors, hydrateContactForm, waitForHydration } from "./support";

test("the contact draft is saved from the first keystroke, before the form's code", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The form's code is held back until the visitor has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ContactForm-[^/]*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/");
  await waitForHydration(page);
  const form = page.locator("#contact form");
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Name").pressSequentially("Asha");
  await form.getByLabel("Message").fill("A shop for our bakery");
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) =>
          name.includes("contact-draft"),
        );
        return key
          ? JSON.parse(localStorage.getItem(key) ?? "null").values
          : null;
      }),
    )
    .toEqual({ name: "Asha", email: "", message: "A shop for our bakery" });

  release();
  await hydrateContactForm(page);
  await expect(form.getByLabel("Name")).toHaveValue("Asha");

  // Next visit: the form restores what was typed.
  await page.unrouteAll();
  await page.reload();
  await hydrateContactForm(page);
  await expect(form.getByLabel("Name")).toHaveValue("Asha");
  await expect(form.getByLabel("Message")).toHaveValue("A shop for our bakery");
  expect(errors).toEqual([]);
});
