import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  enquiry,
  eventually,
  startSmtp,
  tempDir,
} from "../../../test/server/testing";

/*
 * The Netlify Function entry points, called as the platform calls them
 * (a web Request and a context with the visitor's address and waitUntil),
 * over a real SQLite file and SMTP server. Netlify's own simulator
 * (netlify-cli) is not installed here.
 */

const temp = tempDir();
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  Object.assign(process.env, {
    LEADS_DATABASE_URL: `file:${join(temp.dir, "leads.db")}`,
    LEADS_SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "studio@example.in",
    STUDIO_PASSWORD: "netlify studio password",
  });
});

afterAll(async () => {
  const { netlifyService } = await import("./platform");
  const service = await netlifyService();
  await service.stop();
  await smtp.close();
  temp.remove();
});

describe("the lead service as a Netlify Function", () => {
  it("stores a POST, notifies through waitUntil, and counts the platform's address", async () => {
    const { default: leads, config } = await import("../../netlify/leads");
    expect(config.path).toEqual(["/api/*", "/studio", "/studio/*"]);
    const pending: Promise<unknown>[] = [];
    const context = {
      ip: "203.0.113.50",
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    };
    const post = (body: unknown) =>
      leads(
        new Request("https://studio.example/api/contact", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: "https://studio.example",
          },
          body: JSON.stringify(body),
        }),
        context,
      );
    const response = await post(enquiry());
    expect(response.status).toBe(201);
    expect(pending.length).toBeGreaterThan(0);
    await Promise.all(pending);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    for (let index = 0; index < 4; index++) {
      expect((await post(enquiry())).status).toBe(201);
    }
    // The sixth in a minute from the same platform-seen address is refused.
    expect((await post(enquiry())).status).toBe(429);

    const inbox = await leads(
      new Request("https://studio.example/studio"),
      context,
    );
    expect(await inbox.text()).toContain('type="password"');
  });

  it("the scheduled function sends what is due", async () => {
    const { default: leadsOutbox, config } =
      await import("../../netlify/leads-outbox");
    expect(config.schedule).toBe("* * * * *");
    expect((await leadsOutbox()).status).toBe(204);
  });
});
