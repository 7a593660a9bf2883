import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, onTestFinished } from "vitest";
import { it } from "../../../test/server/fixtures";
import { migrations } from "../storage/migrations/index";
import { MAX_RETRY_DELAY_MS, retryDelay } from "./outbox";
import {
  count,
  enquiry,
  eventually,
  freePort,
  postJson,
  startSmtp,
  startTestService,
  testConfig,
} from "../../../test/server/testing";

describe("retry schedule", () => {
  it("retries first within 10 s, then doubles, capped at 5 minutes", () => {
    const base = 5_000;
    expect(retryDelay(1, base)).toBe(5_000);
    expect(retryDelay(2, base)).toBe(10_000);
    expect(retryDelay(3, base)).toBe(20_000);
    expect(retryDelay(20, base)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(300_000);
  });
});

describe("notifications never lose anything", () => {
  it("keeps the e-mail while the mail server is down and sends it once it is up", async ({
    temp,
  }) => {
    const port = await freePort();
    const service = await startTestService(
      testConfig(temp.dir, { smtpUrl: `smtp://127.0.0.1:${port}` }),
    );
    onTestFinished(() => service.close());
    expect((await postJson(service.app, enquiry())).status).toBe(201);
    // Nothing listens: the attempt fails and is scheduled again.
    await eventually(async () => {
      const row = await service.db.execute(
        "SELECT attempts, sent_at FROM outbox",
      );
      expect(Number(row.rows[0]?.attempts)).toBeGreaterThanOrEqual(1);
      expect(row.rows[0]?.sent_at).toBeNull();
    });
    const smtp = await startSmtp({ port });
    onTestFinished(() => smtp.close());
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    await eventually(async () => {
      const row = await service.db.execute("SELECT sent_at FROM outbox");
      expect(row.rows[0]?.sent_at).not.toBeNull();
    });
    await service.outbox.runDue();
    expect(smtp.mails).toHaveLength(1);
  });

  it("sends exactly one e-mail after a SIGKILL between commit and e-mail", async ({
    temp,
  }) => {
    const databaseUrl = `file:${join(temp.dir, "leads.db")}`;
    const smtpPort = await freePort();

    async function runService(): Promise<{
      child: ChildProcess;
      port: number;
    }> {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          join(import.meta.dirname, "..", "host", "standalone.ts"),
        ],
        {
          env: {
            ...process.env,
            LEADS_DATABASE_URL: databaseUrl,
            LEADS_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            LEADS_NOTIFY_TO: "studio@example.in",
            PORT: "0",
          },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      onTestFinished(() => {
        child.kill("SIGKILL");
      });
      const port = await new Promise<number>((resolve, reject) => {
        let out = "";
        child.stdout?.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (\d+)/.exec(out);
          if (match) resolve(Number(match[1]));
        });
        child.once("exit", (code) =>
          reject(new Error(`service exited with ${code}`)),
        );
      });
      return { child, port };
    }

    // A mail server that takes the message and never answers: the service
    // has committed the enquiry and is mid-send when it is killed.
    const hanging = await startSmtp({ port: smtpPort, hold: true });
    const first = await runService();
    const origin = `http://127.0.0.1:${first.port}`;
    const response = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(enquiry()),
    });
    expect(response.status).toBe(201);
    await eventually(() => expect(hanging.attempts()).toBe(1));
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    await exited;
    await hanging.close();

    const db = createClient({ url: databaseUrl });
    onTestFinished(() => db.close());
    expect(await count(db, "leads")).toBe(1);
    const pending = await db.execute("SELECT sent_at FROM outbox");
    expect(pending.rows[0]?.sent_at).toBeNull();

    const smtp = await startSmtp({ port: smtpPort });
    onTestFinished(() => smtp.close());
    await runService();
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    await eventually(async () => {
      const row = await db.execute("SELECT sent_at FROM outbox");
      expect(row.rows[0]?.sent_at).not.toBeNull();
    });
    expect(smtp.mails).toHaveLength(1);
    expect(await count(db, "leads")).toBe(1);
  }, 60_000);
});

describe("the database", () => {
  it("creates its schema once and keeps it across restarts", async ({
    temp,
  }) => {
    const config = testConfig(temp.dir);
    const first = await startTestService(config);
    expect((await postJson(first.app, enquiry())).status).toBe(201);
    await first.close();
    const second = await startTestService(config);
    onTestFinished(() => second.close());
    const versions = await second.db.execute(
      "SELECT version FROM schema_migrations",
    );
    expect(versions.rows.map((row) => Number(row.version))).toEqual(
      migrations.map((m) => m.version),
    );
    expect(await count(second.db, "leads")).toBe(1);
  });

  it("deletes enquiries older than the retention period", async ({ temp }) => {
    let clock = Date.UTC(2026, 0, 1);
    const config = testConfig(temp.dir, { retentionDays: 30 });
    const service = await startTestService(config, { now: () => clock });
    onTestFinished(() => service.close());
    expect((await postJson(service.app, enquiry())).status).toBe(201);
    clock += 20 * 24 * 60 * 60 * 1000;
    expect((await postJson(service.app, enquiry())).status).toBe(201);
    clock += 11 * 24 * 60 * 60 * 1000;
    await service.outbox.kick();
    expect(await count(service.db, "leads")).toBe(1);
  });
});
