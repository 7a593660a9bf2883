import type { Client } from "@libsql/client";
import { simpleParser } from "mailparser";
import {
  expect,
  type Mail,
  pastMinimumFillTime,
  sendEnquiry,
  STUDIO_PASSWORD,
  test,
} from "./leadService";
import type { Page } from "@playwright/test";
import { contactContent } from "../app/content/hi/contact";
import { contactMessages } from "../app/content/hi/contactMessages";
import {
  collectErrors,
  hydrateContactForm,
  openHydrated,
  enquiryForm,
  openEnquiryForm,
} from "./support";

/*
 * A Hindi page's enquiry with the lead service on (as `npm start` runs
 * it), a real SQLite file and a real SMTP server that keeps every message:
 * the enquiry keeps its language, and the visitor hears back in Hindi.
 */

let origin = "";
let mails: Mail[] = [];

test.describe.configure({ mode: "serial" });

test.use({
  leadServiceSetup: { name: "leads-hi", smtp: "open", env: { LEADS_ACK: "1" } },
});

test.beforeAll(({ leadService }) => {
  origin = leadService.origin;
  mails = leadService.mails;
});

/** The contact form's accessible names on the Hindi page. */
const HINDI_FORM = {
  form: "हमें मैसेज भेजें",
  name: "नाम",
  email: "ईमेल",
  message: "मैसेज",
  send: "मैसेज भेजें",
};

async function storedLang(db: Client, message: string) {
  const result = await db.execute({
    sql: "SELECT lang FROM leads WHERE message = ?",
    args: [message],
  });
  return result.rows.map((row) => row.lang);
}

test("an enquiry from /hi/ is stored in Hindi, named so to the studio, and acknowledged in Hindi", async ({
  page,
  leadsDb,
}) => {
  const errors = collectErrors(page);
  const visitor = "ananya@example.in";
  const message = `हमारे टिफ़िन किचन के लिए Instagram रील्स चाहिए ${Date.now()}`;
  const form = await openEnquiryForm(page, `${origin}/hi/`, HINDI_FORM);
  await sendEnquiry(page, form, {
    name: "अनन्या शर्मा",
    email: visitor,
    message,
  });
  await expect(
    form.root.getByRole("status").filter({ hasText: "धन्यवाद, अनन्या शर्मा!" }),
  ).toBeVisible();
  expect(errors).toEqual([]);

  expect(await storedLang(leadsDb, message)).toEqual(["hi"]);

  await expect.poll(() => mails.length, { timeout: 30_000 }).toBe(2);
  const studio = mails.find((mail) => mail.to.includes("studio@example.in"));
  const studioMail = await simpleParser(studio?.raw ?? "");
  expect(studioMail.text).toContain("Language: Hindi (हिंदी)");
  expect(studioMail.text).toContain(message);
  const ack = await simpleParser(
    mails.find((mail) => mail.to.includes(visitor))?.raw ?? "",
  );
  expect(ack.subject).toBe("आपका मैसेज हमें मिल गया है - Kalam Studio");
  expect(ack.text).toMatch(/^नमस्ते अनन्या,/);

  await page.goto(`${origin}/studio?q=${encodeURIComponent(message)}`);
  await page.getByLabel("Password").fill(STUDIO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const entry = page
    .getByRole("list", { name: "Enquiries" })
    .getByRole("listitem")
    .filter({ hasText: message });
  await expect(entry).toContainText("Hindi (हिंदी)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Hindi page's form is answered by a Hindi page", async ({
    page,
    leadsDb,
  }) => {
    const message = `बिना JavaScript के भेजा गया मैसेज ${Date.now()}`;
    await page.goto(`${origin}/hi/`);
    const form = enquiryForm(page, HINDI_FORM);
    await form.name.fill("कबीर ख़ान");
    await form.email.fill("kabir@example.in");
    await form.message.fill(message);
    await form.send.click();
    await expect(
      page.getByRole("heading", {
        name: "धन्यवाद: आपका मैसेज हम तक पहुँच गया है",
      }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(await storedLang(leadsDb, message)).toEqual(["hi"]);
  });
});

/*
 * The Hindi contact form itself, hydrated: its rules in Hindi, its
 * confirmation, and 2,000 Devanagari characters taken whole.
 */
test.describe("the Hindi contact form", () => {
  async function openForm(page: Page) {
    await openHydrated(page, `${origin}/hi/`);
    await hydrateContactForm(page);
    return enquiryForm(page, HINDI_FORM);
  }

  test("an empty send shows the rules in Hindi; a send confirms in Hindi", async ({
    page,
  }) => {
    const fields = await openForm(page);
    await expect(page.locator('meta[name="lead-service"]')).toHaveAttribute(
      "content",
      "/api/contact",
    );
    await fields.send.click();
    for (const rule of [
      contactMessages.name.required,
      contactMessages.email.required,
      contactMessages.message.required,
    ]) {
      await expect(fields.root.getByText(rule)).toBeVisible();
    }
    await expect(fields.name).toBeFocused();

    await fields.name.fill("प्रिया शर्मा");
    await fields.email.fill("priya@example.in");
    await fields.message.fill(
      `साकेत के हमारे क्लिनिक के लिए अपॉइंटमेंट बुकिंग वाली वेबसाइट ${Date.now()}`,
    );
    await pastMinimumFillTime(page);
    await fields.send.click();
    const confirmation = contactContent.successMessage("प्रिया शर्मा");
    await expect(
      fields.root.getByRole("status").filter({ hasText: confirmation }),
    ).toBeVisible();
    const panel = fields.root.getByRole("group", { name: /एक दिन के भीतर/ });
    await expect(panel).toBeFocused();
    // The reply's day and hour, in Hindi, in IST.
    await expect(panel).toContainText(
      /(आज|सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार) (सुबह|दोपहर|शाम|रात) \d{1,2}(:\d{2})? बजे IST/,
    );
    await expect(panel).not.toContainText(/\b(am|pm)\b/);
  });

  test("2,000 Devanagari characters fit: the counter says the limit, nothing is cut, and the service takes it", async ({
    page,
  }) => {
    const fields = await openForm(page);
    // Letters, vowel signs, viramas and spaces: 2,000 characters as the
    // counter counts them.
    const words = "नमस्ते क्षत्रिय ज्ञान श्रृंखला ";
    const message = words.repeat(Math.ceil(2000 / words.length)).slice(0, 2000);
    expect(message).toHaveLength(2000);
    await fields.name.fill("अनन्या");
    await fields.email.fill("ananya@example.in");
    await fields.message.fill(message);
    await expect(fields.message).toHaveValue(message);
    await expect(fields.root.getByText("2,000/2,000 अक्षर")).toBeVisible();
    await expect(fields.root.getByText(/पेस्ट किया हुआ/)).toHaveCount(0);
    await pastMinimumFillTime(page);
    await fields.send.click();
    await expect(
      fields.root
        .getByRole("status")
        .filter({ hasText: contactContent.successMessage("अनन्या") }),
    ).toBeVisible();
  });
});
