import { expect, test } from "./leadService";
import { waitForHydration } from "./support";

/*
 * A refusal that says when to come back (429 with Retry-After), from the
 * real service: the visitor's address has sent its five enquiries of the
 * minute, so the form's is refused. The words stay, WhatsApp and e-mail
 * are offered with them, and the form sends it by itself once the service
 * takes it again, with nobody pressing anything.
 */

let origin = "";

test.use({ leadServiceSetup: { name: "retry-after" } });

test.beforeAll(({ leadService }) => {
  origin = leadService.origin;
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
