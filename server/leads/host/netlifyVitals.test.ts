import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, tempDir } from "../../../test/server/testing";

/*
 * Speed beacons in the Netlify deploy: the same endpoint in the leads
 * function, each beacon written as it comes (a function's memory may not
 * outlive the request), folded into the daily counts by the scheduled
 * leads-vitals function. A real SQLite file stands in for the libSQL server.
 */

const temp = tempDir();
const databaseUrl = `file:${join(temp.dir, "leads.db")}`;

beforeAll(() => {
  Object.assign(process.env, {
    LEADS_DATABASE_URL: databaseUrl,
    STUDIO_PASSWORD: "netlify studio password",
  });
});

afterAll(async () => {
  const { netlifyService } = await import("./platform");
  await (await netlifyService()).stop();
  temp.remove();
});

describe("speed beacons as Netlify Functions", () => {
  it("keeps a beacon at once and rolls it up on schedule", async () => {
    const { default: leads } = await import("../../netlify/leads");
    const { default: leadsVitals, config } =
      await import("../../netlify/leads-vitals");
    expect(config.schedule).toBe("*/5 * * * *");
    const send = (id: string) =>
      leads(
        new Request("https://studio.example/api/vitals", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: "https://studio.example",
          },
          body: JSON.stringify({
            id,
            page: "/portfolio",
            device: "phone",
            navigation: "load",
            metrics: { LCP: 1800, CLS: 0 },
          }),
        }),
        { ip: "203.0.113.60" },
      );
    expect((await send("0123456789abcdef")).status).toBe(204);
    expect((await send("0123456789abcdef")).status).toBe(204);
    const db = createClient({ url: databaseUrl });
    // Written before the answer, once: nothing waits in a function's memory.
    expect(await count(db, "vitals_pending")).toBe(1);
    expect((await leadsVitals()).status).toBe(204);
    expect(await count(db, "vitals_pending")).toBe(0);
    const rows = await db.execute(
      "SELECT template, device, connection, metric, views FROM vitals_daily ORDER BY metric",
    );
    expect(rows.rows.map((row) => ({ ...row }))).toEqual([
      {
        template: "portfolio",
        device: "phone",
        connection: "unknown",
        metric: "CLS",
        views: 1,
      },
      {
        template: "portfolio",
        device: "phone",
        connection: "unknown",
        metric: "LCP",
        views: 1,
      },
    ]);
    db.close();
  });
});
