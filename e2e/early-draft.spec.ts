import {
  collectErrors,
  expect,
  hydrateContactForm,
  isHydrated,
  test,
  openBeforeScripts,
} from "./support";

test("the contact draft is saved from the first keystroke, before the form's code", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The app's code is held back until the visitor has typed.
  const scripts = await openBeforeScripts(page);
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
    .toEqual({
      name: "Asha",
      email: "",
      phone: "",
      message: "A shop for our bakery",
    });
  expect(await isHydrated(page)).toBe(false);

  await scripts.release();
  await hydrateContactForm(page);
  await expect(form.getByLabel("Name")).toHaveValue("Asha");

  // Next visit: the form restores what was typed.
  await page.reload();
  await hydrateContactForm(page);
  await expect(form.getByLabel("Name")).toHaveValue("Asha");
  await expect(form.getByLabel("Message")).toHaveValue("A shop for our bakery");
  expect(errors).toEqual([]);
});
