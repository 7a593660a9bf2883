import { type Page } from "@playwright/test";
import {
  expect,
  test,
  type LeadService,
  STUDIO_PASSWORD,
  sendEnquiry,
} from "./leadService";
import {
  axeFindings,
  openHydrated,
  sidewaysScroll,
  enquiryForm,
  fillEnquiry,
} from "./support";

/*
 * The studio's inbox as `npm start` serves it: its own server on a free
 * port, a fresh SQLite file, and a real SMTP server started here, which
 * refuses the studio's login until told otherwise.
 */

let origin = "";
let service: LeadService;

test.describe.configure({ mode: "serial" });
test.use({ screenshot: "only-on-failure" });

test.use({
  leadServiceSetup: {
    name: "inbox",
    smtp: "login",
    env: {
      // Each post below comes from its own address (X-Forwarded-For), so
      // the per-address limit (5 a minute) never trips a later test.
      LEADS_TRUST_PROXY: "1",
      // The spec sends more than the site-wide default of 10 enquiries a
      // minute on a fast machine; the ceiling has its own tests.
      LEADS_MAX_NOTIFICATIONS_PER_MINUTE: "1000",
    },
  },
});

test.beforeAll(({ leadService }) => {
  origin = leadService.origin;
  service = leadService;
});

let posts = 0;

/** An enquiry as the form posts it without JavaScript (303 once stored). */
async function post(fields: Record<string, string>) {
  posts++;
  const response = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": `192.0.2.${posts}`,
    },
    body: new URLSearchParams({ email: "visitor@example.in", ...fields }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
}

async function signIn(page: Page) {
  await page.goto(`${origin}/studio`);
  if (await page.getByLabel("Password").isVisible()) {
    await page.getByLabel("Password").fill(STUDIO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(
    page.getByRole("heading", { name: "Studio inbox" }),
  ).toBeVisible();
}

function card(page: Page, name: string) {
  return page
    .getByRole("list", { name: "Enquiries" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
}

/**
 * A row's menu (contact, Mark replied, status, Trash), opened: the row. Its
 * button is a disclosure's `<summary>`, which has no role to query by; its
 * words ("More for <name>", a "⋯" on a phone) are checked instead.
 */
async function openMenu(page: Page, name: string) {
  const row = card(page, name);
  const more = row.locator("summary");
  await expect(more).toHaveText(new RegExp(`More for ${name}$`));
  await more.click();
  return row;
}

/** Moves the enquiry to Trash from its row's menu; its row leaves the list. */
async function moveToTrash(page: Page, name: string) {
  const row = await openMenu(page, name);
  await row.getByRole("button", { name: `Move to Trash (${name})` }).click();
  await expect(card(page, name)).toHaveCount(0);
}

test("a failed SMTP notification shows with its error and Retry, then is delivered", async ({
  page,
}) => {
  await post({ name: "Farah Khan", message: "A site for our bakery." });
  await signIn(page);
  const banner = page.getByRole("alert").filter({ hasText: "not gone out" });
  await expect(async () => {
    await page.reload();
    await expect(banner).toContainText("Authentication credentials invalid", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(banner).toContainText("E-mail to the studio for Farah Khan");
  await expect(card(page, "Farah Khan")).toContainText("Notification failed");

  service.refusesLogin = false;
  await banner.getByRole("button", { name: "Retry now" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(service.mails.some((mail) => mail.raw.includes("Farah Khan"))).toBe(
    true,
  );
  await card(page, "Farah Khan")
    .getByRole("link", { name: "Farah Khan", exact: true })
    .click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "E-mail to the studio" }),
  ).toContainText("Sent");
});

test("delete moves to Trash, where it is restored; delete for good needs the confirmation", async ({
  page,
}) => {
  await post({ name: "Trash Test", message: "Please call me back." });
  await signIn(page);
  await moveToTrash(page, "Trash Test");

  await page.getByRole("link", { name: /Trash/ }).first().click();
  const trash = page.getByRole("list", { name: "Trash" });
  const item = trash
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Trash Test" }) });
  await expect(item).toContainText("Please call me back.");
  await item.getByRole("button", { name: "Restore (Trash Test)" }).click();
  await expect(card(page, "Trash Test")).toBeVisible();

  await moveToTrash(page, "Trash Test");
  await page.goto(`${origin}/studio/trash`);
  await item
    .getByRole("link", { name: "Delete for good… (Trash Test)" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Delete this enquiry for good?" }),
  ).toBeVisible();
  // The button alone does nothing: the box must be ticked.
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(
    page.getByRole("heading", { name: "Delete this enquiry for good?" }),
  ).toBeVisible();
  await page
    .getByRole("checkbox", { name: "Yes, erase Trash Test's enquiry for good" })
    .check();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("heading", { name: "Trash" })).toBeVisible();
  await expect(page.getByText("Trash Test")).toHaveCount(0);
});

test("Reply opens mail with the subject and the message quoted, and marks the lead replied", async ({
  page,
}) => {
  await post({
    name: "Reply Test",
    message: "Line one & more\nLine two?",
  });
  await signIn(page);
  const reply = card(page, "Reply Test").getByRole("link", {
    name: "Reply to Reply Test",
  });
  const href = (await reply.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  expect(decodeURIComponent(url.pathname)).toBe("visitor@example.in");
  expect(url.searchParams.get("subject")).toBe(
    "Re: your enquiry to Kalam Studio",
  );
  const body = url.searchParams.get("body") ?? "";
  expect(body).toContain("\r\n> Line one & more\r\n> Line two?");
  expect(href).not.toContain("+");
  // Opening the mail app is the browser's; marking replied is ours.
  await page.route("mailto:*", (route) => route.abort());
  await (
    await openMenu(page, "Reply Test")
  )
    .getByRole("button", { name: "Mark replied" })
    .click();
  await expect(card(page, "Reply Test")).toContainText("replied");
});

test("a lead nobody has opened says so in its own words, apart from its status, until it is opened", async ({
  page,
}) => {
  await post({ name: "Unopened Test", message: "Not read yet." });
  await signIn(page);
  const lead = card(page, "Unopened Test");
  await expect(lead.getByText("Not opened yet", { exact: true })).toBeVisible();
  await expect(lead.getByText("Status: new", { exact: true })).toHaveCount(1);
  // Not the same word twice: the old "New" badge is gone.
  await expect(lead.getByText("New", { exact: true })).toHaveCount(0);
  await lead.getByRole("link", { name: "Unopened Test", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "Unopened Test" }),
  ).toBeVisible();
  await expect(page.getByText("Not opened yet")).toHaveCount(0);
  await page.goto(`${origin}/studio`);
  await expect(lead.getByText("Status: new", { exact: true })).toHaveCount(1);
  await expect(lead.getByText("Not opened yet")).toHaveCount(0);
});

test("a status change keeps the search, the filter and the place in the list", async ({
  page,
}) => {
  await post({ name: "Status Keep A", message: "Keepsake one" });
  await post({ name: "Status Keep B", message: "Keepsake two" });
  await signIn(page);
  await page.getByRole("searchbox", { name: "Search" }).fill("Keepsake");
  await page
    .getByRole("combobox", { name: "Status", exact: true })
    .selectOption("new");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(
    page.getByRole("list", { name: "Enquiries" }).getByRole("listitem"),
  ).toHaveCount(2);
  const a = await openMenu(page, "Status Keep A");
  await a
    .getByRole("combobox", { name: "Status of Status Keep A" })
    .selectOption("archived");
  await a.getByRole("button", { name: "Save" }).click();
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe("Keepsake");
  expect(url.searchParams.get("status")).toBe("new");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(
    "Keepsake",
  );
  await expect(
    page.getByRole("list", { name: "Enquiries" }).getByRole("listitem"),
  ).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone field end to end: stored as typed, tel: and WhatsApp links, with the page it was sent from", async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    const form = enquiryForm(page);
    await fillEnquiry(form, {
      name: "Phone Test",
      email: "phone@example.in",
      phone: "098100-12345",
      message: "Call me",
    });
    await form.send.click();
    await expect(
      page.getByRole("heading", { name: "Thank you: your message reached us" }),
    ).toBeVisible();
    await signIn(page);
    const lead = await openMenu(page, "Phone Test");
    await expect(
      lead.getByRole("link", { name: "098100-12345", exact: true }),
    ).toHaveAttribute("href", "tel:+919810012345");
    await expect(lead.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/919810012345",
    );
    // Without JavaScript, the page it was sent from is still recorded.
    await lead.getByRole("link", { name: "Phone Test", exact: true }).click();
    await expect(page.locator('[data-attribution="sent-from"]')).toHaveText(
      /^\s*Sent from\s*\/\s*$/,
    );
  });
});

test("where a lead came from: a visit with UTM parameters and two pages seen, in the inbox and the CSV (and the phone field with JavaScript)", async ({
  page,
}) => {
  await openHydrated(
    page,
    `${origin}/insights/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali-2026`,
  );
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio\/?$/);
  await nav.getByRole("link", { name: "Contact" }).click();
  const form = enquiryForm(page);
  await sendEnquiry(page, form, {
    name: "Campaign Lead",
    email: "camp@example.in",
    // The phone field with JavaScript: an international number.
    phone: "+44 20 7946 0958",
    message: "Saw the post.",
  });
  await expect(
    form.root.getByRole("status").filter({ hasText: "within a day" }),
  ).toContainText("Thanks, Campaign Lead!");
  // Sent: the visit is no longer kept on the device.
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage)),
  ).not.toContain("kalam-studio:visit:v1");

  await signIn(page);
  await expect(
    (await openMenu(page, "Campaign Lead")).getByRole("link", {
      name: "+44 20 7946 0958",
      exact: true,
    }),
  ).toHaveAttribute("href", "tel:+442079460958");
  await card(page, "Campaign Lead")
    .getByRole("link", { name: "Campaign Lead", exact: true })
    .click();
  const field = (key: string) => page.locator(`[data-attribution="${key}"]`);
  // The nav's Contact link leads to the home page as /Home#contact.
  await expect(field("sent-from")).toHaveText(/^\s*Sent from\s*\/(Home)?\s*$/);
  await expect(field("landing")).toHaveText(
    /^\s*Landing page\s*\/insights\/?\s*$/,
  );
  await expect(field("utm-source")).toContainText("newsletter");
  await expect(field("utm-medium")).toContainText("email");
  await expect(field("utm-campaign")).toContainText("diwali-2026");
  await expect(field("assistant")).toContainText("No");
  await expect(
    page.getByRole("heading", { name: "Pages seen before sending (3)" }),
  ).toBeVisible();
  await expect(field("pages").getByRole("listitem")).toHaveText([
    /^\/insights\/?$/,
    /^\/portfolio\/?$/,
    /^\/(Home)?$/,
  ]);

  const csv = await (
    await page.request.get(`${origin}/studio/leads.csv`)
  ).text();
  const [header = "", ...rows] = csv.replace(/^\ufeff/, "").split("\r\n");
  const columns = header.split(",").map((cell) => cell.replaceAll('"', ""));
  const row = rows.find((line) => line.includes("Campaign Lead")) ?? "";
  const cells = row.split(",").map((cell) => cell.replaceAll('"', ""));
  const cell = (name: string) => cells[columns.indexOf(name)];
  expect(cell("sent_from")).toMatch(/^\/(Home)?$/);
  expect(cell("landing_page")).toMatch(/^\/insights\/?$/);
  expect(cell("utm_source")).toBe("newsletter");
  expect(cell("utm_campaign")).toBe("diwali-2026");
  expect(cell("pages_seen")).toMatch(
    /^\/insights\/? > \/portfolio\/? > \/(Home)?$/,
  );
  expect(cell("assistant_hand_off")).toBe("no");
});

test("markup, right-to-left overrides and a 2,000-character word render as text, within the layout", async ({
  page,
}) => {
  const word = "x".repeat(2000);
  await post({ name: "<b>Bold</b> \u202eevil\u202c", message: word });
  await post({
    name: "Markup Test",
    message: `<script>document.title="owned"</script><img src=x onerror=alert(1)>`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(
    page.getByText("<b>Bold</b>", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.locator("main b")).toHaveCount(0);
  await expect(page.locator("main img")).toHaveCount(0);
  expect(await page.title()).not.toBe("owned");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test("Undo right after Trash puts the enquiry back where it was", async ({
  page,
}) => {
  await post({ name: "Undo Test", message: "Changed my mind?" });
  await signIn(page);
  await moveToTrash(page, "Undo Test");
  const said = page
    .getByRole("status")
    .filter({ hasText: "Undo Test's enquiry is in Trash" });
  await expect(said).toBeVisible();
  await said.getByRole("button", { name: "Undo (restore Undo Test)" }).click();
  await expect(card(page, "Undo Test")).toBeVisible();
  await expect(page.getByText("Undo Test's enquiry is in Trash")).toHaveCount(
    0,
  );
  await page.goto(`${origin}/studio/trash`);
  await expect(page.getByText("Undo Test")).toHaveCount(0);
});

test("on a 390 px phone the inbox shows three enquiries on the first screen, each with its name, first line, age, status and two actions", async ({
  page,
}) => {
  for (const name of ["Phone Row A", "Phone Row B", "Phone Row C"]) {
    await post({
      name,
      message: `${name} first line of a long message that goes on\nand a second line`,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const rows = page
    .getByRole("list", { name: "Enquiries" })
    .getByRole("listitem");
  for (const index of [0, 1, 2]) {
    const row = rows.nth(index);
    const box = await row.boundingBox();
    expect(box, `row ${index + 1}`).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  }
  const row = card(page, "Phone Row C");
  await expect(row.getByRole("heading", { name: "Phone Row C" })).toBeVisible();
  await expect(row.getByText("first line of a long message")).toBeVisible();
  await expect(row.getByText("and a second line")).toHaveCount(0);
  await expect(row.getByText("Status: new", { exact: true })).toHaveCount(1);
  await expect(row.locator("time")).toHaveText(/^(now|\d+ min)/);
  // Two actions: Reply, and the menu that holds the rest.
  await expect(
    row.getByRole("link", { name: "Reply to Phone Row C" }),
  ).toBeVisible();
  await expect(row.locator("summary")).toBeVisible();
  await expect(row.locator("summary")).toHaveText(/More for Phone Row C$/);
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("link")).toHaveText(["Phone Row C", /^Reply/]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test("on a phone, an enquiry's Reply is at the top and stays in reach, and its notes come before its history", async ({
  page,
}) => {
  await post({ name: "Detail Phone", message: "A long brief.\n".repeat(40) });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await card(page, "Detail Phone")
    .getByRole("link", { name: "Detail Phone", exact: true })
    .click();
  const reply = page.getByRole("link", { name: "Reply to Detail Phone" });
  const top = await reply.boundingBox();
  expect(top?.y ?? 1000).toBeLessThan(844 / 2);
  const notes = await page
    .getByRole("heading", { name: "Notes" })
    .boundingBox();
  const history = await page
    .getByRole("heading", { name: "History" })
    .boundingBox();
  expect(notes?.y ?? 0).toBeLessThan(history?.y ?? 0);
  await page.getByRole("heading", { name: "History" }).scrollIntoViewIfNeeded();
  await expect(reply).toBeInViewport();
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [320, 390, 768, 1280]) {
    test(`the sign-in, the inbox, its menu, an enquiry and Trash have no axe violations, ${colorScheme} at ${width} px`, async ({
      page,
    }) => {
      // Five pages scanned in full: slow on a busy machine.
      test.setTimeout(150_000);
      await post({
        name: `Axe ${colorScheme} ${width}`,
        phone: "+91 98100 12345",
        message: "A landing page for our Diwali sale, with a booking form.",
      });
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin}/studio`);
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
      await signIn(page);
      expect(await axeFindings(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`inbox-${colorScheme}-${width}.png`),
        fullPage: true,
      });
      await openMenu(page, `Axe ${colorScheme} ${width}`);
      expect(await axeFindings(page)).toEqual([]);
      await card(page, `Axe ${colorScheme} ${width}`)
        .getByRole("heading")
        .getByRole("link")
        .click();
      expect(await axeFindings(page)).toEqual([]);
      await page.goto(`${origin}/studio/trash`);
      expect(await axeFindings(page)).toEqual([]);
    });
  }
}
