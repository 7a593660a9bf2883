import { join } from "node:path";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";
import {
  compileStandalone,
  enquiry,
  eventually,
  removeCompiled,
  runStandalone,
  type Standalone,
  startSmtp,
  tempDir,
} from "../../../test/server/testing";

/*
 * A wrong SMTP password, as a studio types it: the service starts anyway,
 * says so loudly in the log and in the inbox, keeps every enquiry, and
 * delivers each once the password is fixed and the service restarted.
 */

const STUDIO_PASSWORD = "a long studio password";
let script = "";
let temp: ReturnType<typeof tempDir>;
const running: Standalone[] = [];

beforeAll(async () => {
  script = await compileStandalone();
}, 60_000);
afterAll(removeCompiled);
beforeEach(() => {
  temp = tempDir();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.stop()));
  temp.remove();
});

async function start(smtpUrl: string) {
  const service = runStandalone(
    {
      LEADS_DATABASE_URL: `file:${join(temp.dir, "leads.db")}`,
      LEADS_SMTP_URL: smtpUrl,
      LEADS_NOTIFY_TO: "studio@example.in",
      STUDIO_PASSWORD,
    },
    script,
  );
  running.push(service);
  const origin = `http://127.0.0.1:${await service.port}`;
  return { service, origin };
}

/** The inbox's page, signed in as the studio. */
async function inbox(origin: string) {
  const signIn = await fetch(`${origin}/studio/sign-in`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
    },
    body: new URLSearchParams({ password: STUDIO_PASSWORD }).toString(),
    redirect: "manual",
  });
  expect(signIn.status).toBe(303);
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const page = await fetch(`${origin}/studio`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  return page.text();
}

// Two starts of the service and a real mail exchange: slow on a busy machine.
describe("a wrong SMTP password", { timeout: 90_000 }, () => {
  it("is a loud log line and an inbox banner at start; the enquiry is kept and e-mailed once after the fix and a restart", async () => {
    const smtp = await startSmtp({ password: "the-right-one" });
    try {
      const wrong = await start(
        `smtp://studio:the-wrong-one@127.0.0.1:${smtp.port}`,
      );
      await eventually(() =>
        expect(wrong.service.output()).toMatch(
          /ERROR: E-mail notifications are failing: the mail server refused the login in LEADS_SMTP_URL \(Invalid login: 535[^)]*\)\. Enquiries are kept here and e-mailed once it works: fix the user or password in LEADS_SMTP_URL and restart the service\./,
        ),
      );
      expect(wrong.service.child.exitCode).toBeNull();

      const sent = enquiry();
      const posted = await fetch(`${wrong.origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: wrong.origin },
        body: JSON.stringify(sent),
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };
      await eventually(() =>
        expect(wrong.service.output()).toMatch(
          new RegExp(
            `ERROR: email notification failed \\(attempt 1\\): Invalid login: 535[^;]*; next attempt at \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z .*"id":"${id}"`,
          ),
        ),
      );
      expect(await inbox(wrong.origin)).toContain(
        "E-mail notifications are failing: the mail server refused the login in LEADS_SMTP_URL",
      );
      expect(smtp.mails).toHaveLength(0);
      expect(wrong.service.output()).not.toContain("the-wrong-one");
      await wrong.service.stop();

      const fixed = await start(
        `smtp://studio:the-right-one@127.0.0.1:${smtp.port}`,
      );
      await eventually(() => expect(smtp.mails).toHaveLength(1));
      expect(smtp.mails[0]?.raw).toContain(`-- Enquiry ${id}`);
      await eventually(() =>
        expect(fixed.service.output()).toContain(
          "INFO: recovered: the mail server accepts the login again",
        ),
      );
      expect(await inbox(fixed.origin)).not.toContain(
        "E-mail notifications are failing",
      );
      // Nothing is left to send: no second copy will follow.
      await eventually(async () => {
        const health = (await (
          await fetch(`${fixed.origin}/api/health`)
        ).json()) as { outbox: { pending: number } };
        expect(health.outbox.pending).toBe(0);
      });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
