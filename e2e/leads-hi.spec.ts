import { type Client, createClient } from "@libsql/client";
import { simpleParser } from "mailparser";
import {
  enquiryForm,
  expect,
  type Mail,
  openEnquiryForm,
  sendEnquiry,
  STUDIO_PASSWORD,
  test,
} from "./leadService";
import { collectErrors } from "./support";

/*
 * A Hindi page's enquiry with the lead service on (as `npm start` runs
 * it), a real SQLite file and a real SMTP server that keeps every message:
 * the enquiry keeps its language, and the visitor hears back in Hindi.
 */

let origin = "";
let mails: Mail[] = [];
let db: Client;

test.describe.configure({ mode: "serial" });

test.use({
  leadServiceSetup: { name: "leads-hi", smtp: "open", env: { LEADS_ACK: "1" } },
});

test.beforeAll(({ leadService }) => {
  origin = leadService.origin;
  mails = leadService.mails;
  db = createClient({ url: leadService.databaseUrl });
});

test.afterAll(() => db.close());

/** The contact form's accessible names on the Hindi page. */
const HINDI_FORM = {
  form: "हमें मैसेज भेजें",
  name: "नाम",
  email: "ईमेल",
  message: "मैसेज",
  send: "मैसेज भेजें",
};

async function storedLang(message: string) {
  const result = await db.execute({
    sql: "SELECT lang FROM leads WHERE message = ?",
    args: [message],
  });
  return result.rows.map((row) => row.lang);
}

test("an enquiry from /hi/ is stored in Hindi, named so to the studio, and acknowledged in Hindi", async ({
  page,
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

  expect(await storedLang(message)).toEqual(["hi"]);

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

  test("a Hindi page's form is answered by a Hindi page", async ({ page }) => {
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
    expect(await storedLang(message)).toEqual(["hi"]);
  });
});
