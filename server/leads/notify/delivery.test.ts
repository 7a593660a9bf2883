import { simpleParser } from "mailparser";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, onTestFinished } from "vitest";
import { it, type Service } from "../../../test/server/fixtures";
import { discordText, slackText } from "./senders";
import {
  count,
  enquiry,
  eventually,
  ORIGIN,
  postJson,
  startSmtp,
} from "../../../test/server/testing";

/*
 * Issue 25's smaller items on delivery, against a real SQLite file, a real
 * SMTP server and a real HTTP server as the webhook's receiver.
 */

type Hook = {
  url: string;
  received: {
    body: Record<string, unknown>;
    headers: IncomingMessage["headers"];
  }[];
  /** Statuses to answer, in order; 200 once they run out. */
  answers: number[];
};

async function startHook(answers: number[] = []): Promise<Hook> {
  const hook: Hook = { url: "", received: [], answers };
  const server: Server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk: Buffer) => (data += chunk.toString()));
    req.on("end", () => {
      hook.received.push({
        body: JSON.parse(data) as Record<string, unknown>,
        headers: req.headers,
      });
      res.statusCode = hook.answers.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return hook;
}

describe("notification channels", () => {
  it("sends the webhook at once while the mail server hangs mid-send", async ({
    start,
  }) => {
    const smtp = await startSmtp({ hold: true });
    const hook = await startHook();
    const s = await start({
      smtpUrl: smtp.url,
      webhookUrl: hook.url,
      trustProxy: true,
    });
    // Closed first: the e-mail it holds fails, and the service can stop.
    onTestFinished(() => smtp.close());
    const first = await postJson(s.app, enquiry(), {
      "X-Forwarded-For": "198.51.100.1",
    });
    expect(first.status).toBe(201);
    await eventually(() => expect(smtp.attempts()).toBe(1));
    await eventually(() => expect(hook.received).toHaveLength(1));
    // The mail server still holds the first e-mail: later enquiries' webhooks
    // must not wait for it.
    const started = performance.now();
    for (let index = 2; index <= 3; index++) {
      expect(
        (
          await postJson(s.app, enquiry(), {
            "X-Forwarded-For": `198.51.100.${index}`,
          })
        ).status,
      ).toBe(201);
    }
    await eventually(() => expect(hook.received).toHaveLength(3), 5_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(smtp.mails).toHaveLength(0);
    // Before the service's fixture stops it: the held e-mail fails at once
    // (a service stopping waits for the mail it is sending).
    await smtp.close();
  });

  it("gives each webhook a stable event id, the same on a retry, for the receiver to drop repeats", async ({
    start,
  }) => {
    const hook = await startHook([500]);
    const s = await start({ webhookUrl: hook.url });
    const { id } = (await (await postJson(s.app, enquiry())).json()) as {
      id: string;
    };
    await eventually(() => expect(hook.received).toHaveLength(2));
    const [failed, retried] = hook.received;
    expect(failed?.body.eventId).toBe(`enquiry:${id}`);
    expect(retried?.body.eventId).toBe(`enquiry:${id}`);
    expect(failed?.headers["idempotency-key"]).toBe(`enquiry:${id}`);
    expect(retried?.headers["idempotency-key"]).toBe(`enquiry:${id}`);
  });

  it("escapes the chat text: no @channel, no mention, no disguised link", async ({
    start,
  }) => {
    const hook = await startHook();
    const s = await start({ webhookUrl: hook.url });
    const sent = enquiry({
      name: "<!channel> Boss",
      email: "priya@example.in",
      message:
        "Pay here: <https://evil.example|https://yourbank.example> or [your bank](https://evil.example) @everyone @here <@U123> **now**",
    });
    expect((await postJson(s.app, sent)).status).toBe(201);
    await eventually(() => expect(hook.received).toHaveLength(1));
    const body = hook.received[0]?.body ?? {};
    const text = String(body.text);
    expect(text).not.toMatch(/<!channel>|<https?:|<@U/);
    expect(text).toContain("&lt;!channel&gt; Boss");
    expect(text).toContain(
      "&lt;https://evil.example|https://yourbank.example&gt;",
    );
    expect(text).toContain("@\u200beveryone @\u200bhere");
    expect(text).toContain("priya@example.in");
    const content = String(body.content);
    expect(content).not.toMatch(/(^|[^\\])\[your bank\]/);
    expect(content).toContain("\\[your bank\\]\\(https://evil.example\\)");
    expect(content).toContain("\\*\\*now\\*\\*");
    expect(content).not.toMatch(/(^|\s)@everyone/);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    // The raw fields stay as typed, for receivers that render them as text.
    expect(body.name).toBe("<!channel> Boss");
  });

  it("keeps the chat texts within the formats' limits", () => {
    expect(discordText("x".repeat(5_000))).toHaveLength(2_000);
    expect(slackText("a < b & c > d")).toBe("a &lt; b &amp; c &gt; d");
  });
});

describe("the ceiling on notifications", () => {
  it("sends no more one by one than it allows, brings the rest in digests, and tells the studio once", async ({
    start,
  }) => {
    let clock = Date.UTC(2026, 10, 23, 6);
    const smtp = await startSmtp();
    onTestFinished(() => smtp.close());
    const lines: string[] = [];
    const s = await start(
      {
        smtpUrl: smtp.url,
        trustProxy: true,
        ceiling: {
          enquiriesPerDay: 100,
          notificationsPerMinute: 3,
          notificationsPerDay: 4,
        },
      },
      { now: () => clock, log: (line) => lines.push(line) },
    );
    const names: string[] = [];
    for (let index = 1; index <= 6; index++) {
      const sent = enquiry();
      names.push(sent.name);
      expect(
        (
          await postJson(s.app, sent, {
            "X-Forwarded-For": `198.51.100.${index}`,
          })
        ).status,
      ).toBe(201);
    }
    const subjects = async () =>
      Promise.all(
        smtp.mails.map(async (mail) => (await simpleParser(mail.raw)).subject),
      );
    const alone = async () =>
      (await subjects()).filter((subject) =>
        subject?.startsWith("New enquiry from"),
      ).length;
    const digests = async () =>
      (await subjects()).filter((subject) => subject?.includes("digest"))
        .length;
    // More due than the ceiling lets through: a digest, at once.
    await eventually(async () => expect(await digests()).toBe(1));
    await s.outbox.runDue();
    // Within the first minute: 3 one by one at most, and one digest.
    expect(await alone()).toBeLessThanOrEqual(3);
    expect(await digests()).toBe(1);
    // Minutes on, every enquiry has reached the studio, one way or the other.
    for (let step = 0; step < 4; step++) {
      clock += 61_000;
      await s.outbox.runDue();
    }
    await eventually(async () => {
      const texts = await Promise.all(
        smtp.mails.map(async (mail) => (await simpleParser(mail.raw)).text),
      );
      expect(
        names.filter((name) => !texts.some((text) => text?.includes(name))),
      ).toEqual([]);
    });
    // The day's 4 one by one, never more; digests at most every 2 minutes.
    expect(await alone()).toBeLessThanOrEqual(4);
    expect(await digests()).toBeLessThanOrEqual(3);
    expect(await count(s.db, "leads")).toBe(6);
    expect(
      lines.filter((line) =>
        line.includes("Notifications reached the ceiling"),
      ),
    ).toHaveLength(1);
    const notices = await s.notices.list();
    expect(notices.map((notice) => notice.kind)).toContain(
      "notification-ceiling",
    );
  });
});

describe("duplicates", () => {
  function postForm(s: Service, fields: Record<string, string>) {
    return s.app.request("/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it("drops an identical enquiry without the form's key for 10 minutes only", async ({
    start,
  }) => {
    let clock = Date.UTC(2026, 10, 23, 6);
    const s = await start({}, { now: () => clock });
    const fields = {
      name: "Arjun Mehta",
      email: "arjun@example.in",
      message: "A shop for our tea estate.",
    };
    expect((await postForm(s, fields)).status).toBe(303);
    clock += 9 * 60 * 1000;
    expect((await postForm(s, fields)).status).toBe(303);
    expect(await count(s.db, "leads")).toBe(1);
    clock += 2 * 60 * 1000;
    expect((await postForm(s, fields)).status).toBe(303);
    expect(await count(s.db, "leads")).toBe(2);
    // The form's own key still makes a retry one enquiry, whenever it comes.
    const keyed = enquiry();
    expect((await postJson(s.app, keyed)).status).toBe(201);
    clock += 24 * 60 * 60 * 1000;
    expect((await postJson(s.app, keyed)).status).toBe(201);
    expect(await count(s.db, "leads")).toBe(3);
  });
});
