import { describe, expect, onTestFinished } from "vitest";
import { it, type Service } from "../../../test/server/fixtures";
import { HEALTH_PER_ADDRESS_PER_MINUTE } from "./health";
import {
  count,
  enquiry,
  eventually,
  freePort,
  inboxSession,
  ORIGIN,
  postJson,
  startSmtp,
} from "../../../test/server/testing";

/*
 * GET /api/health means "enquiries are saved and the studio hears of
 * them": 503 with the reason once a studio notification has failed for
 * longer than the threshold, 200 again after Retry delivers it; answered
 * without writing, per address within a limit. Against a real SQLite file
 * and a real SMTP server.
 */

const PASSWORD = "correct horse battery staple";
const MINUTE = 60_000;

async function health(s: Service, address?: string) {
  const response = await s.app.request(
    "/api/health",
    address ? { headers: { "X-Forwarded-For": address } } : {},
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      outbox?: { pending: number; failing: number };
    },
  };
}

const signedIn = (s: Service) => inboxSession(s.app, PASSWORD);

describe("GET /api/health and the studio's notifications", () => {
  it("answers 503 with the reason once an e-mail has failed past the threshold, and 200 after Retry delivers it", async ({
    start,
  }) => {
    // The mail server is down: its port takes no connections.
    const port = await freePort();
    let later = 0;
    const s = await start(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        healthProbeMs: 0,
        retryBaseMs: 60 * MINUTE,
      },
      { now: () => Date.now() + later },
    );
    expect((await postJson(s.app, enquiry())).status).toBe(201);
    await eventually(async () =>
      expect((await health(s)).body.outbox?.failing).toBe(1),
    );
    // Failing, but not for long yet: a monitor stays green.
    expect((await health(s)).status).toBe(200);

    // Sixteen minutes on, still failing: past the 15-minute threshold.
    later = 16 * MINUTE;
    const failing = await health(s);
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({
      ok: false,
      database: "ok",
      problem: "notifications-failing",
      outbox: { pending: 1, failing: 1 },
    });
    expect(failing.body.reason).toMatch(
      /^the studio's email notification of an enquiry has been failing for 16 min: see the inbox's banner, fix the setting, then Retry$/,
    );

    // The mail server is back; the studio presses Retry.
    const smtp = await startSmtp({ port });
    onTestFinished(() => smtp.close());
    const { cookie, csrf } = await signedIn(s);
    const retried = await s.app.request("/studio/outbox/retry", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        Cookie: cookie,
      },
      body: new URLSearchParams({ csrf, back: "/studio" }).toString(),
    });
    expect(retried.status).toBe(303);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(await health(s)).toMatchObject({
      status: 200,
      body: { ok: true, database: "ok", outbox: { pending: 0, failing: 0 } },
    });
  });

  it("answers 503 when nothing can tell anyone: the inbox closed and the mail server refusing the login", async ({
    start,
  }) => {
    const smtp = await startSmtp({ password: "the-right-one" });
    onTestFinished(() => smtp.close());
    const s = await start({
      smtpUrl: `smtp://studio:the-wrong-one@127.0.0.1:${smtp.port}`,
      studioPassword: undefined,
      healthProbeMs: 0,
    });
    await s.mailChecked;
    expect(await health(s)).toEqual({
      status: 503,
      body: {
        ok: false,
        database: "ok",
        problem: "no-one-notified",
        reason:
          "nothing tells anyone about an enquiry: the inbox is closed and the mail server refuses the login",
        outbox: { pending: 0, failing: 0, oldestPendingSeconds: null },
      },
    });
  });

  it("writes nothing, asks the database at most once per probe interval, and limits each address", async ({
    start,
  }) => {
    const port = await freePort();
    const s = await start({
      trustProxy: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      healthProbeMs: MINUTE,
    });
    const first = await health(s, "198.51.100.1");
    expect(first.status).toBe(200);
    expect(first.body.outbox?.pending).toBe(0);
    const settings = await count(s.db, "settings");

    // An enquiry waits for its e-mail now, but within the probe interval
    // the answer is the one in memory.
    expect((await postJson(s.app, enquiry())).status).toBe(201);
    expect(await count(s.db, "outbox")).toBe(1);
    expect((await health(s, "198.51.100.1")).body.outbox?.pending).toBe(0);
    expect(await count(s.db, "settings")).toBe(settings);

    for (let n = 3; n <= HEALTH_PER_ADDRESS_PER_MINUTE; n++) {
      expect((await health(s, "198.51.100.1")).status).toBe(200);
    }
    const limited = await health(s, "198.51.100.1");
    expect(limited.status).toBe(429);
    // Another address (another monitor) is answered.
    expect((await health(s, "198.51.100.2")).status).toBe(200);
  });
});
