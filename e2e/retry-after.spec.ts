import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, waitForHydration } from "./support";

/*
 * A refusal that says when to come back (429 with Retry-After), from the
 * real service: the visitor's address has sent its five enquiries of the
 * minute, so the form's is refused. The words stay, WhatsApp and e-mail
 * are offered with them, and the form sends it by itself once the service
 * takes it again, with nobody pressing anything.
 */

const ROOT = join(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir = "";
let origin = "";

test.beforeAll(async () => {
  // Starting the service (tsx compiling it) is slow on a busy machine.
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "retry-after-e2e-"));
  server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: `file:${join(dataDir, "leads.db")}`,
      STUDIO_PASSWORD: "a long studio password",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test("after a 429 the form keeps the words, offers WhatsApp and e-mail, and sends by itself after Retry-After", async ({
  page,
}) => {
  // Past the Retry-After of a minute, and the send after it.
  test.setTimeout(180_000);
  // This address's five enquiries of the minute.
  for (let index = 0; index < 5; index++) {
    const response = await page.request.post(`${origin}/api/contact`, {
      headers: { Origin: origin },
      data: {
        name: `Earlier ${index}`,
        email: `earlier${index}@example.in`,
        message: "An earlier enquiry from the same office.",
        key: crypto.randomUUID(),
        elapsedMs: 12_000,
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto(`${origin}/`);
  await page.locator("section#contact").scrollIntoViewIfNeeded();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  const message = "A booking site for our clinic in Saket, with reminders.";
  await form.getByRole("textbox", { name: "Name" }).fill("Anjali Rao");
  await form.getByRole("textbox", { name: "Email" }).fill("anjali@example.in");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  // The service takes nothing sent sooner than 3 s after the page opened.
  await expect
    .poll(() => page.evaluate(() => performance.now()), { timeout: 10_000 })
    .toBeGreaterThan(3_000);
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/contact") && response.status() === 429,
  );
  await form.getByRole("button", { name: "Send message" }).click();
  expect(Number((await refused).headers()["retry-after"])).toBeGreaterThan(0);

  const alert = form.getByRole("alert");
  await expect(alert).toContainText("You've sent us several messages");
  await expect(alert).toContainText("we'll send it again by itself");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(
    message,
  );
  const whatsapp = alert.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent("booking site for our clinic")),
  );
  const email = alert.getByRole("link", { name: /e-mail|email/i });
  await expect(email).toHaveAttribute("href", /^mailto:/);

  // Nobody presses anything: once the minute is over, it is sent.
  await expect(
    form.getByRole("status").filter({ hasText: "within a day" }),
  ).toContainText("Thanks, Anjali Rao!", { timeout: 120_000 });
});
