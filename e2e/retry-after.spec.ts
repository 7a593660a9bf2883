import { expect, sendEnquiry, test } from "./leadService";
import { openEnquiryForm } from "./support";

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

  const form = await openEnquiryForm(page, `${origin}/`);
  const message = "A booking site for our clinic in Saket, with reminders.";
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/contact") && response.status() === 429,
  );
  await sendEnquiry(page, form, {
    name: "Anjali Rao",
    email: "anjali@example.in",
    message,
  });
  expect(Number((await refused).headers()["retry-after"])).toBeGreaterThan(0);

  const alert = form.root.getByRole("alert");
  await expect(alert).toContainText("You've sent us several messages");
  await expect(alert).toContainText("we'll send it again by itself");
  await expect(form.message).toHaveValue(message);
  const whatsapp = alert.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent("booking site for our clinic")),
  );
  const email = alert.getByRole("link", { name: /e-mail|email/i });
  await expect(email).toHaveAttribute("href", /^mailto:/);

  // Nobody presses anything: once the minute is over, it is sent.
  await expect(
    form.root.getByRole("status").filter({ hasText: "within a day" }),
  ).toContainText("Thanks, Anjali Rao!", { timeout: 120_000 });
});
