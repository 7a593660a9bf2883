import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect, test, waitForHydration } from "./support";

/*
 * LEADS_ACK=1 as `npm start` runs it: the site and the service on a free
 * port, a fresh SQLite file, and a real SMTP server started here that keeps
 * every message with the addresses it was sent to.
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
let smtp: SMTPServer | undefined;
let dataDir = "";
let origin = "";
const mails: { to: string[]; raw: string }[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting the service (tsx compiling it) is slow on a busy machine.
  test.setTimeout(90_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "ack-e2e-"));
  server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: `file:${join(dataDir, "leads.db")}`,
      LEADS_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: "studio@example.in",
      LEADS_ACK: "1",
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
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await new Promise<void>(
    (resolve) => smtp?.close(() => resolve()) ?? resolve(),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

test("the visitor gets one acknowledgement a day, with none of their words but the first name", async ({
  page,
}) => {
  const visitor = "meera@example.in";
  const message = 'Hello <b>there</b> & <img src=x onerror="alert(1)">';
  await page.goto(`${origin}/`);
  await page.locator("section#contact").scrollIntoViewIfNeeded();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Meera Iyer");
  await form.getByRole("textbox", { name: "Email" }).fill(visitor);
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  // The service takes nothing sent sooner than 3 s after the page opened.
  await expect
    .poll(() => page.evaluate(() => performance.now()), { timeout: 10_000 })
    .toBeGreaterThan(3_000);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "within a day" }),
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
