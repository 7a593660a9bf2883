import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { measuredFigures } from "../../app/lib/measured";
import { migrate } from "../../server/leads/storage/db";
import { tempDir } from "../../test/server/testing";
import { binOf, dayOf } from "../../server/leads/speed/vitals";
import {
  MIN_FIELD_VIEWS,
  PUBLISHED_FILE,
  publishMeasurements,
  readField,
  readLighthouse,
  readMeasurements,
} from "./read";
import { measuredCopy } from "../../app/content/measured";

const englishFigures = { measuredCopy, dateLocale: "en-IN" };

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir();
});
afterEach(() => temp.remove());

const NOW = Date.UTC(2026, 10, 27, 6, 0);

function writeBench(summary: unknown, date = "2026-11-26T10:00:00.000Z") {
  mkdirSync(join(temp.dir, "bench-results"), { recursive: true });
  writeFileSync(
    join(temp.dir, "bench-results", "lighthouse.json"),
    JSON.stringify({ date, runs: 5, summary }),
  );
}

/** `views` phone page loads on the home page, each with LCP `lcpMs`. */
async function seedField(url: string, views: number, lcpMs: number) {
  const db = createClient({ url });
  await migrate(db);
  await db.execute({
    sql: `INSERT INTO vitals_daily (day, template, device, connection, navigation, metric, bin, views)
      VALUES (?, 'home', 'phone', '4g', 'load', 'LCP', ?, ?)`,
    args: [dayOf(NOW), binOf("LCP", lcpMs), views],
  });
  db.close();
}

describe("what the build may claim as measured", () => {
  it("shows nothing when nothing was measured", async () => {
    const measurements = await readMeasurements(temp.dir, {});
    expect(measurements).toEqual({});
    expect(measuredFigures(measurements, englishFigures)).toEqual({
      hero: [],
      kpis: [],
    });
  });

  it("takes the latest Lighthouse run of / with its date and a link to how", () => {
    writeBench({
      "/": {
        performance: { median: 1, min: 0.99, max: 1 },
        accessibility: { median: 1, min: 1, max: 1 },
        tti: { median: 912, min: 850, max: 1020 },
      },
    });
    const lighthouse = readLighthouse(temp.dir);
    expect(lighthouse).toMatchObject({
      performance: 100,
      performanceMin: 99,
      ttiMs: 912,
    });
    const { hero, kpis } = measuredFigures({ lighthouse }, englishFigures);
    expect(hero).toEqual([
      {
        text: "Lighthouse performance of this page: 100/100 (median of 5 runs)",
        when: "measured on 26 Nov 2026",
        iso: "2026-11-26T10:00:00.000Z",
        howLabel: "how we measured",
        howPath: "/insights/fast-sites-on-indian-mobile-data",
      },
    ]);
    expect(kpis[0]?.text).toBe(
      "TTI 0.9 s (lab) · Lighthouse 100 · Accessibility 100",
    );
  });

  it("ignores a bench file without the home page's figures", () => {
    writeBench({ "/portfolio": {} });
    expect(readLighthouse(temp.dir)).toBeUndefined();
  });

  it("takes real phones' p75 from the lead service, with enough page views", async () => {
    const url = `file:${join(temp.dir, "leads.db")}`;
    await seedField(url, MIN_FIELD_VIEWS, 1400);
    const field = await readField({ LEADS_DATABASE_URL: url }, NOW);
    expect(field).toMatchObject({
      phoneLcpMs: 1400,
      phoneLcpViews: MIN_FIELD_VIEWS,
      days: 28,
    });
    expect(measuredFigures({ field }, englishFigures).hero[0]?.text).toBe(
      "Real visitors on phones: main content in 1.4 s for 3 in 4 visits over 28 days",
    );
  });

  it("claims nothing from too few page views or an unreachable database", async () => {
    const url = `file:${join(temp.dir, "leads.db")}`;
    await seedField(url, MIN_FIELD_VIEWS - 1, 1400);
    expect(await readField({ LEADS_DATABASE_URL: url }, NOW)).toBeUndefined();
    expect(
      await readField({ LEADS_DATABASE_URL: "http://127.0.0.1:9/db" }, NOW),
    ).toBeUndefined();
  });

  it("publishes real phones' figures into the committed file only when asked", async () => {
    const url = `file:${join(temp.dir, "leads.db")}`;
    await seedField(url, MIN_FIELD_VIEWS, 1400);
    mkdirSync(join(temp.dir, "app", "content"), { recursive: true });
    await publishMeasurements(temp.dir, { LEADS_DATABASE_URL: url });
    const published = JSON.parse(
      readFileSync(join(temp.dir, PUBLISHED_FILE), "utf8"),
    ) as { field?: { phoneLcpMs: number } };
    expect(published.field?.phoneLcpMs).toBe(1400);
  });
});
