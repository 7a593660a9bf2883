import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect } from "vitest";
import { it, type Service, type Smtp } from "../../../test/server/fixtures";
import {
  count,
  enquiry,
  eventually,
  ORIGIN,
  postForm,
  postJson,
} from "../../../test/server/testing";

/** Lets the outbox finish whatever is due, then checks nothing else left. */
async function settle(s: Service) {
  await s.outbox.kick();
  await s.outbox.runDue();
}

describe("POST /api/contact", () => {
  it("stores the enquiry before answering 201, then e-mails the studio once", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const sent = enquiry({
      name: "प्रिया शर्मा",
      message: "Hello <b>there</b>\nSecond line",
    });
    const response = await postJson(s.app, sent);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    // Committed by the time the answer left: read it back from the file.
    const rows = await s.db.execute("SELECT * FROM leads");
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      id: body.id,
      name: "प्रिया शर्मा",
      email: sent.email,
      message: "Hello <b>there</b>\nSecond line",
      status: "new",
    });
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(["studio@example.in"]);
    expect(mail?.raw).toMatch(/^Reply-To: priya\d+@example\.in/m);
    expect(mail?.raw).toContain("Hello <b>there</b>");
    await settle(s);
    expect(smtp.mails).toHaveLength(1);
    const outbox = await s.db.execute("SELECT sent_at FROM outbox");
    expect(outbox.rows[0]?.sent_at).not.toBeNull();
  });

  it("posts each new enquiry to the webhook as JSON too", async ({
    smtp,
    startWithSmtp,
  }) => {
    const received: unknown[] = [];
    const hook: Server = createServer((req, res) => {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () => {
        received.push(JSON.parse(data));
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const { port } = hook.address() as AddressInfo;
    try {
      const s = await startWithSmtp({
        webhookUrl: `http://127.0.0.1:${port}/hook`,
      });
      const sent = enquiry();
      expect((await postJson(s.app, sent)).status).toBe(201);
      await eventually(() => expect(received).toHaveLength(1));
      expect(received[0]).toMatchObject({
        type: "enquiry",
        name: sent.name,
        email: sent.email,
      });
      await eventually(() => expect(smtp.mails).toHaveLength(1));
    } finally {
      hook.close();
    }
  });

  it("stores one row and sends one e-mail for the same key sent twice", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const sent = enquiry();
    const first = (await (await postJson(s.app, sent)).json()) as {
      id: string;
    };
    const again = await postJson(s.app, sent);
    const [x, y] = await Promise.all([
      postJson(s.app, sent),
      postJson(s.app, sent),
    ]);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(await count(s.db, "leads")).toBe(1);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    await settle(s);
    expect(smtp.mails).toHaveLength(1);
  });

  it("takes 100 concurrent enquiries: 100 rows, 100 e-mails, no duplicates", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp({
      trustProxy: true,
      ceiling: {
        enquiriesPerDay: 100,
        notificationsPerMinute: 100,
        notificationsPerDay: 100,
      },
    });
    const sent = Array.from({ length: 100 }, () => enquiry());
    const responses = await Promise.all(
      sent.map((body, index) =>
        postJson(s.app, body, { "X-Forwarded-For": `198.51.100.${index + 1}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
    expect(await count(s.db, "leads")).toBe(100);
    await eventually(() => expect(smtp.mails.length).toBe(100), 25_000);
    await settle(s);
    expect(smtp.mails).toHaveLength(100);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(100);
    const names = smtp.mails.map((mail) => /^Name: (.+)$/m.exec(mail.raw)?.[1]);
    expect(new Set(names)).toEqual(new Set(sent.map((body) => body.name)));
  });
});

describe("GET /api/health", () => {
  it("answers the database's and the outbox's state, with no enquiry in it", async ({
    smtp,
    startWithSmtp,
  }) => {
    let clock = Date.UTC(2026, 10, 27, 6);
    await smtp.close();
    // Asks the database at every check (not once per 10 s): the clock
    // stands still in this test.
    const s = await startWithSmtp({ healthProbeMs: 0 }, { now: () => clock });
    const empty = await s.app.request("/api/health");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    expect(await empty.json()).toEqual({
      ok: true,
      database: "ok",
      outbox: { pending: 0, failing: 0, oldestPendingSeconds: null },
    });
    const sent = enquiry({ name: "Anita Private" });
    expect((await postJson(s.app, sent)).status).toBe(201);
    clock += 90_000;
    // The mail server is down: the e-mail waits, and has failed once.
    let body = "";
    await eventually(async () => {
      body = await (await s.app.request("/api/health")).text();
      expect(JSON.parse(body)).toEqual({
        ok: true,
        database: "ok",
        outbox: { pending: 1, failing: 1, oldestPendingSeconds: 90 },
      });
    });
    expect(body).not.toContain("Anita");
    expect(body).not.toContain(sent.email);
  });
});

describe("POST /api/contact refuses, and keeps nothing", () => {
  async function expectNothingKept(s: Service, smtp: Smtp) {
    expect(await count(s.db, "leads")).toBe(0);
    expect(await count(s.db, "outbox")).toBe(0);
    await settle(s);
    expect(smtp.attempts()).toBe(0);
  }

  it.for([
    [
      "with the form's own message for a bad e-mail",
      { email: "priya@" },
      { email: "Please enter a valid email" },
    ],
    [
      "for each field over its limit, with the limit in words",
      {
        name: "n".repeat(201),
        email: `${"e".repeat(250)}@x.in`,
        message: "m".repeat(2001),
      },
      {
        name: "Please keep your name to 200 characters",
        email: "An email address has at most 254 characters",
        message: "Please keep your message to 2000 characters",
      },
    ],
    [
      "with the form's message for text that is not a phone number",
      { phone: "<script>alert(1)</script>" },
      {
        phone:
          "Please enter a phone number (digits, with + and the country code if outside India), or leave it empty",
      },
    ],
  ] as const)(
    "answers 400 %s",
    async ([, fields, errors], { smtp, startWithSmtp }) => {
      const s = await startWithSmtp();
      const response = await postJson(s.app, enquiry(fields));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, errors });
      await expectNothingKept(s, smtp);
    },
  );

  it("answers 415 to anything but JSON", async ({ smtp, startWithSmtp }) => {
    const s = await startWithSmtp();
    const response = await postJson(s.app, enquiry(), {
      "Content-Type": "text/plain",
    });
    expect(response.status).toBe(415);
    await expectNothingKept(s, smtp);
  });

  it("answers 413 to more than 32 KB, whatever the headers claim", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const big = JSON.stringify(enquiry({ padding: "x".repeat(33 * 1024) }));
    expect((await postJson(s.app, big)).status).toBe(413);
    // A body streamed without a length is cut off at the limit too.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await s.app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await expectNothingKept(s, smtp);
  });

  it("answers 403 to another origin, or none", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    expect(
      (await postJson(s.app, enquiry(), { Origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    const bare = await s.app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(enquiry()),
    });
    expect(bare.status).toBe(403);
    expect(
      (await postJson(s.app, enquiry(), { "Sec-Fetch-Site": "cross-site" }))
        .status,
    ).toBe(403);
    await expectNothingKept(s, smtp);
  });

  it("answers a filled honeypot or a too-quick send as success, and keeps nothing", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const trap = await postJson(
      s.app,
      enquiry({ company_website: "https://seo.example" }),
    );
    expect(trap.status).toBe(201);
    expect(((await trap.json()) as { ok: boolean }).ok).toBe(true);
    expect((await postJson(s.app, enquiry({ elapsedMs: 800 }))).status).toBe(
      201,
    );
    expect(
      (await postJson(s.app, enquiry({ elapsedMs: undefined }))).status,
    ).toBe(201);
    await expectNothingKept(s, smtp);
  });

  it("answers 429 after 5 a minute and 30 a day from one address, with the form's message", async ({
    startWithSmtp,
  }) => {
    let clock = Date.UTC(2026, 10, 23, 6);
    const s = await startWithSmtp({}, { now: () => clock });
    const first = enquiry();
    expect((await postJson(s.app, first)).status).toBe(201);
    for (let index = 0; index < 4; index++) {
      expect((await postJson(s.app, enquiry())).status).toBe(201);
    }
    const limited = await postJson(s.app, enquiry());
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /wait a few minutes/,
    );
    expect(await count(s.db, "leads")).toBe(5);
    // A spoofed X-Forwarded-For changes nothing unless the proxy is trusted.
    expect(
      (await postJson(s.app, enquiry(), { "X-Forwarded-For": "192.0.2.1" }))
        .status,
    ).toBe(429);
    for (let minute = 1; minute < 6; minute++) {
      clock += 61_000;
      for (let index = 0; index < 5; index++) {
        expect((await postJson(s.app, enquiry())).status).toBe(201);
      }
    }
    clock += 61_000;
    expect(await count(s.db, "leads")).toBe(30);
    expect((await postJson(s.app, enquiry())).status).toBe(429);
    expect(await count(s.db, "leads")).toBe(30);
    // A retry of an enquiry already stored is still answered as stored.
    expect((await postJson(s.app, first)).status).toBe(201);
    expect(await count(s.db, "leads")).toBe(30);
    // A day on, the address may write again.
    clock += 24 * 60 * 60 * 1000;
    expect((await postJson(s.app, enquiry())).status).toBe(201);
  });

  it("logs each refusal with its reason, never the enquiry's words, and an accepted one by id", async ({
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const secret = enquiry({
      name: "Zaid Confidential",
      message: "Our secret launch plan, please keep this quiet.",
    });
    await postJson(s.app, secret, { Origin: "https://evil.example" });
    await postJson(s.app, secret, {
      Host: "127.0.0.1:3000",
      Origin: "https://kalam.example",
      "Sec-Fetch-Site": "same-origin",
    });
    await postJson(s.app, secret, { "Content-Type": "text/plain" });
    await postJson(s.app, { ...secret, message: "x".repeat(40_000) });
    for (let index = 0; index < 6; index++) await postJson(s.app, enquiry());
    const accepted = (await (await postJson(s.app, secret)).json()) as {
      id?: string;
    };
    const log = s.logged.text();
    expect(log).toMatch(
      /WARN: refused 403 \(other-origin\): a page at evil\.example posted to localhost/,
    );
    expect(log).toMatch(
      /WARN: refused 403 \(proxy-host\): the page is at kalam\.example but the proxy in front asked for 127\.0\.0\.1:3000: set the proxy to pass the visitor's Host \(nginx: proxy_set_header Host \$http_host;/,
    );
    expect(log).toMatch(/WARN: refused 415 \(wrong-type\)/);
    expect(log).toMatch(/WARN: refused 413 \(too-large\)/);
    expect(log).toMatch(/WARN: refused 429 \(rate-limited\)/);
    expect(log).not.toContain("Zaid");
    expect(log).not.toContain("secret launch");
    expect(log).not.toContain(secret.email);
    expect(accepted.id).toBeUndefined();
    const ids = s.logged.lines
      .filter((line) => line.includes("enquiry accepted"))
      .map((line) => /"id":"([^"]+)"/.exec(line)?.[1]);
    expect(ids).toHaveLength(5);
    expect(await count(s.db, "leads")).toBe(5);
  });

  it("answers 405 to other methods", async ({ startWithSmtp }) => {
    const s = await startWithSmtp();
    const response = await s.app.request("/api/contact", { method: "GET" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("the form posted without JavaScript", () => {
  const fields = {
    name: "Arjun Mehta",
    email: "arjun@example.in",
    message: "A shop for our tea estate.",
    company_website: "",
  };

  it("stores the enquiry and sends the visitor to a plain thank-you page", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const response = await postForm(s.app, "", fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/api/contact/thanks");
    const rows = await s.db.execute("SELECT name, source FROM leads");
    expect(rows.rows).toEqual([
      expect.objectContaining({ name: "Arjun Mehta", source: "no-js" }),
    ]);
    const thanks = await s.app.request("/api/contact/thanks");
    expect(await thanks.text()).toContain("Thank you: your message reached us");
    // The same form sent twice (a double click) is one enquiry.
    await postForm(s.app, "", fields);
    expect(await count(s.db, "leads")).toBe(1);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
  });

  it("gives the form back with the visitor's words and the errors, escaped", async ({
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const response = await postForm(s.app, "", {
      ...fields,
      email: "arjun@",
      message: "<script>alert(1)</script>",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Please enter a valid email");
    expect(page).toContain('value="arjun@"');
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>");
    expect(await count(s.db, "leads")).toBe(0);
  });

  it("checks origin, honeypot and size as the JavaScript path does", async ({
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    expect(
      (await postForm(s.app, "", fields, { Origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(
      (await postForm(s.app, "", { ...fields, company_website: "x" })).status,
    ).toBe(303);
    expect(
      (await postForm(s.app, "", { ...fields, message: "m".repeat(33_000) }))
        .status,
    ).toBe(413);
    expect(await count(s.db, "leads")).toBe(0);
  });
});
