import { type BrowserContext, type Page } from "@playwright/test";
import { expect, sendEnquiry, STUDIO_PASSWORD, test } from "./leadService";
import {
  axeFindings,
  collectErrors,
  enquiryForm,
  openEnquiryForm,
} from "./support";

/*
 * The site as `npm start` serves it with the lead service on: its own
 * server on a free port, a fresh SQLite file, the studio's password.
 */

let origin = "";

test.describe.configure({ mode: "serial" });

test.use({ leadServiceSetup: { name: "leads" } });

test.beforeAll(({ leadService }) => {
  origin = leadService.origin;
});

const openForm = (page: Page) => openEnquiryForm(page, `${origin}/`);

/**
 * Opens the form and sends an enquiry just after going offline: the form
 * says it is kept on the device.
 */
async function sendOffline(
  page: Page,
  context: BrowserContext,
  visitor: Parameters<typeof sendEnquiry>[2],
) {
  const fields = await openForm(page);
  await sendEnquiry(page, fields, visitor, () => context.setOffline(true));
  await expect(fields.root.getByRole("status").last()).toHaveText(
    "Saved on this device; we'll send it as soon as you're back online",
  );
  return fields;
}

async function signIn(page: Page) {
  await page.goto(`${origin}/studio`);
  await page.getByLabel("Password").fill(STUDIO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { name: "Studio inbox" }),
  ).toBeVisible();
  await expect(page.getByRole("search")).toBeVisible();
}

/** The inbox's entries whose text holds `text`. */
async function inboxEntries(page: Page, text: string) {
  await page.goto(`${origin}/studio?q=${encodeURIComponent(text)}`);
  return page.getByRole("list", { name: "Enquiries" }).getByRole("listitem");
}

test("with the service on, a visitor's enquiry reaches the studio's inbox", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const message = `A clinic booking site before Diwali <b>${Date.now()}</b>`;
  const fields = await openForm(page);
  await expect(page.locator('meta[name="lead-service"]')).toHaveAttribute(
    "content",
    "/api/contact",
  );
  await sendEnquiry(page, fields, {
    name: "प्रिया शर्मा",
    email: "priya@example.in",
    message,
  });
  await expect(
    fields.root.getByRole("status").filter({ hasText: "within a day" }),
  ).toContainText("Thanks, प्रिया शर्मा!");
  // The form under the confirmation (inert, so out of the accessibility
  // tree) is emptied for the next enquiry.
  await expect(fields.root.locator("textarea[name='message']")).toHaveValue("");
  expect(errors).toEqual([]);

  await signIn(page);
  const entries = await inboxEntries(page, message);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(message);
  await expect(
    entries.first().getByRole("heading", { name: "प्रिया शर्मा" }),
  ).toBeVisible();
});

test("offline at submit: kept on the device, sent once when back online", async ({
  page,
  context,
}) => {
  const message = `Reels for our bakery, sent offline ${Date.now()}`;
  const fields = await sendOffline(page, context, {
    name: "Meera Iyer",
    email: "meera@example.in",
    message,
  });
  // Nothing typed is lost, and the hand-off stays.
  await expect(fields.message).toHaveValue(message);
  await expect(fields.name).toHaveValue("Meera Iyer");
  await expect(
    fields.root.getByRole("link", { name: /Prefer WhatsApp/ }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(
    fields.root.getByRole("status").filter({ hasText: "within a day" }),
  ).toContainText("Thanks, Meera Iyer!");
  await expect(fields.root.locator("textarea[name='message']")).toHaveValue("");
  expect(
    await page.evaluate(() => localStorage.getItem("kalam-studio:outbox:v1")),
  ).toBeNull();

  // Opening the site again sends nothing more.
  await page.reload();
  await signIn(page);
  const entries = await inboxEntries(page, message);
  await expect(entries).toHaveCount(1);
});

test("offline, then the page is closed: the next visit sends it, once", async ({
  page,
  context,
}) => {
  const message = `A logo for our tea brand, saved for later ${Date.now()}`;
  await sendOffline(page, context, {
    name: "Arjun Mehta",
    email: "arjun@example.in",
    message,
  });
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto(`${origin}/portfolio`);
  await expect
    .poll(() =>
      next.evaluate(() => localStorage.getItem("kalam-studio:outbox:v1")),
    )
    .toBeNull();
  await signIn(next);
  await expect(await inboxEntries(next, message)).toHaveCount(1);
});

test("the inbox, its sign-in and the saved-on-device notice have no axe violations", async ({
  page,
  context,
}) => {
  // Three full scans, one of the whole home page: slow on a busy machine.
  test.setTimeout(120_000);
  await page.goto(`${origin}/studio`);
  expect(await axeFindings(page)).toEqual([]);
  await signIn(page);
  expect(await axeFindings(page)).toEqual([]);

  await sendOffline(page, context, {
    name: "Axe Check",
    email: "axe@example.in",
    message: "Checking the notice.",
  });
  expect(await axeFindings(page)).toEqual([]);
  await context.setOffline(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the service and a plain page confirms it", async ({
    page,
  }) => {
    const message = `A menu site for our cafe, no scripts ${Date.now()}`;
    await page.goto(`${origin}/`);
    // The form works without scripts here: nothing says it needs them (the
    // assistant, which does need them, says so in its own section).
    expect(await page.content()).not.toContain(
      "This form needs JavaScript to send",
    );
    await expect(page.locator("[data-no-script-note]")).toHaveCount(0);
    const fields = enquiryForm(page);
    await fields.name.fill("Kabir Khan");
    await fields.email.fill("kabir@example.in");
    await fields.message.fill(message);
    await fields.send.click();
    await expect(
      page.getByRole("heading", { name: "Thank you: your message reached us" }),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(page.url()).not.toContain("kabir");

    await signIn(page);
    await expect(await inboxEntries(page, message)).toHaveCount(1);
  });
});
