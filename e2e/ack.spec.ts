import { simpleParser } from "mailparser";
import { expect, sendEnquiry, test } from "./leadService";
import { openEnquiryForm } from "./support";

/*
 * LEADS_ACK=1 as `npm start` runs it: the site and the service on a free
 * port, a fresh SQLite file, and a real SMTP server started here that keeps
 * every message with the addresses it was sent to.
 */

test.describe.configure({ mode: "serial" });

test.use({
  leadServiceSetup: {
    name: "ack",
    smtp: "open",
    env: { LEADS_ACK: "1" },
  },
});

test("the visitor gets one acknowledgement a day, with none of their words but the first name", async ({
  page,
  leadService: { origin, mails },
}) => {
  const visitor = "meera@example.in";
  const message = 'Hello <b>there</b> & <img src=x onerror="alert(1)">';
  const form = await openEnquiryForm(page, `${origin}/`);
  await sendEnquiry(page, form, {
    name: "Meera Iyer",
    email: visitor,
    message,
  });
  await expect(
    form.root.getByRole("status").filter({ hasText: "within a day" }),
  ).toContainText("Thanks, Meera Iyer!");

  // The studio's notification and the visitor's acknowledgement.
  await expect.poll(() => mails.length, { timeout: 30_000 }).toBe(2);
  const acks = mails.filter((mail) => mail.to.includes(visitor));
  expect(acks).toHaveLength(1);
  expect(acks[0]?.to).toEqual([visitor]);
  const ack = await simpleParser(acks[0]?.raw ?? "");
  expect(ack.subject).toBe("We have your message - Kalam Studio");
  expect(ack.text).toMatch(/^Hi Meera,/);
  const everything = `${ack.text ?? ""}${String(ack.html)}`;
  expect(everything).not.toContain("Iyer");
  expect(everything).not.toMatch(/there|img|onerror/);

  // One more enquiry, sent twice with its key (a double click, a retry).
  const sendRepeat = () =>
    page.request.post(`${origin}/api/contact`, {
      headers: { Origin: origin },
      data: {
        name: "Meera Iyer",
        email: visitor,
        phone: "",
        message: "One more thing.",
        key: "0b9f3f4e-8e0a-4c1e-9a57-6f0f3c1d2a11",
        elapsedMs: 12_000,
      },
    });
  expect((await sendRepeat()).status()).toBe(201);
  expect((await sendRepeat()).status()).toBe(201);
  // The studio hears of it once; the visitor had today's acknowledgement.
  await expect
    .poll(
      () =>
        mails.filter((mail) => mail.to.includes("studio@example.in")).length,
      { timeout: 30_000 },
    )
    .toBe(2);
  expect(mails.filter((mail) => mail.to.includes(visitor))).toHaveLength(1);
});
