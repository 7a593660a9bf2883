import { legalDocuments } from "../app/content/legal";
import { services } from "../app/content/services";
import { navLinks, site } from "../app/content/site";
import {
  expect,
  sitemapPaths,
  SPEC_SECTIONS,
  test,
  VIEWPORTS,
  sidewaysScroll,
} from "./support";

test.use({ javaScriptEnabled: false });

test("every page is readable without JavaScript", async ({ page }) => {
  const paths = await sitemapPaths(page.request);
  expect(paths.length).toBeGreaterThan(3);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    const text = await page.locator("main").innerText();
    expect(text.length, path).toBeGreaterThan(200);
    // Nothing pretends to load: no spinner without scripts.
    await expect(page.getByRole("status", { name: "Loading" })).toBeHidden();
  }
});

test("every home section shows its heading and copy", async ({ page }) => {
  await page.goto("/");
  for (const id of SPEC_SECTIONS) {
    const section = page.locator(`section#${id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("heading").first(), id).toBeVisible();
    expect((await section.innerText()).length, id).toBeGreaterThan(80);
  }
});

test("both service panes are visible, with their calls to action", async ({
  page,
}) => {
  await page.goto("/");
  for (const service of services) {
    const heading = page.getByRole("heading", { name: service.title });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(page.getByRole("link", { name: service.cta })).toBeVisible();
  }
  // The panes stack instead of covering each other.
  const boxes = await page
    .locator("#services [role=tabpanel]")
    .evaluateAll((panes) => panes.map((pane) => pane.getBoundingClientRect()));
  expect(boxes).toHaveLength(2);
  const [first, second] = boxes;
  expect(second?.top ?? 0).toBeGreaterThanOrEqual(first?.bottom ?? 0);
});

for (const id of ["terms", "privacy", "accessibility"] as const) {
  test(`the footer link opens the ${id} text`, async ({ page }) => {
    await page.goto("/portfolio");
    const legal = legalDocuments[id];
    const link = page.locator(`footer a[href="#${id}"]`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // The fragment lands inside the closed <details>, which opens.
    const text = page.locator(`details:has(#${id})`);
    await expect(text).toHaveAttribute("open", "");
    await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(text).toContainText(legal.intro);
    const heading = legal.sections[0]?.heading ?? "";
    await expect(text.getByRole("heading", { name: heading })).toBeVisible();
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const link of navLinks) {
    test(`the header reaches ${link.label}`, async ({ page }) => {
      await page.goto("/portfolio/hospital-registration");
      const target = page
        .locator("header")
        .getByRole("link", { name: link.label, exact: true });
      await expect(target).toBeVisible();
      await target.click();
      const url = new URL(link.to, "http://x");
      await expect(page).toHaveURL(
        new RegExp(`${url.pathname}/?${url.hash}$`, "i"),
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("nothing scrolls sideways", async ({ page }) => {
    await page.goto("/");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test("on a static host Send keeps the words, and a note points to the direct links", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.locator("#contact form");
  // No lead service here: a POST would get a bare 405 and lose the words.
  await expect(form).toHaveAttribute("method", "dialog");
  // Playwright's text queries skip <noscript>: find the note by its place.
  const note = form.locator("noscript p");
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  await expect(note).toContainText("This form needs JavaScript to send");
  for (const href of [/^https:\/\/wa\.me\//, /^mailto:/, /^tel:/]) {
    const links = note.getByRole("link");
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
    );
    expect(hrefs.some((value) => href.test(value))).toBe(true);
  }
  await expect(note.getByRole("link", { name: site.email })).toBeVisible();

  await form.getByLabel("Name").fill("Asha Verma");
  await form.getByLabel("Email").fill("asha@example.com");
  await form.getByLabel("Message").fill("A shop for our bakery");
  const before = page.url();
  await form.getByRole("button", { name: /send/i }).click();
  await page.waitForLoadState();
  expect(page.url()).toBe(before);
  await expect(form.getByLabel("Message")).toHaveValue("A shop for our bakery");
  await expect(page.getByText(/405|not allowed/i)).toHaveCount(0);
});

test("the assistant says it needs JavaScript, and the theme toggle is not offered", async ({
  page,
}) => {
  await page.goto("/");
  const chat = page.locator("#assistant");
  const note = chat.locator("noscript p");
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  await expect(note).toContainText("The assistant needs JavaScript");
  await expect(chat.getByLabel("Ask a question")).toBeHidden();
  await expect(chat.getByRole("button", { name: "Send" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Dark theme" })).toBeHidden();
});

test("an unknown URL shows a page with a link home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(
    page.getByRole("heading", { level: 1, name: "Page not found" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "We Help",
  );
});
