import { describe, expect } from "vitest";
import { signInTo } from "../../../test/server/clients";
import { it } from "../../../test/server/fixtures";
import {
  enquiry,
  eventually,
  type Standalone,
  startSmtp,
} from "../../../test/server/testing";

/*
 * A wrong SMTP password, as a studio types it: the service starts anyway,
 * says so loudly in the log and in the inbox, keeps every enquiry, and
 * delivers each once the password is fixed and the service restarted.
 */

const STUDIO_PASSWORD = "a long studio password";
/** The service on the test's database, e-mailing through `smtpUrl`. */
async function start(
  runService: (env: Record<string, string>) => Standalone,
  databasePath: string,
  smtpUrl: string,
) {
  const service = runService({
    LEADS_DATABASE_URL: `file:${databasePath}`,
    LEADS_SMTP_URL: smtpUrl,
    LEADS_NOTIFY_TO: "studio@example.in",
    STUDIO_PASSWORD,
  });
  const origin = `http://127.0.0.1:${await service.port}`;
  return { service, origin };
}

/** The inbox's page, signed in as the studio. */
async function inbox(origin: string) {
  const signIn = await signInTo(origin, STUDIO_PASSWORD);
  expect(signIn.status).toBe(303);
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const page = await fetch(`${origin}/studio`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  return page.text();
}

// Two starts of the service and a real mail exchange: slow on a busy machine.
describe("a wrong SMTP password", { timeout: 90_000 }, () => {
  it("is a loud log line and an inbox banner at start; the enquiry is kept and e-mailed once after the fix and a restart", async ({
    runService,
    databasePath,
    defer,
  }) => {
    const smtp = await startSmtp({ password: "the-right-one" });
    defer(() => smtp.close());
    const wrong = await start(
      runService,
      databasePath,
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
      runService,
      databasePath,
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
  });
});
