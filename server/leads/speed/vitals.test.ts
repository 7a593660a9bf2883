import { createClient } from "@libsql/client";
import { describe, expect } from "vitest";
import { it, type Service } from "../../../test/server/fixtures";
import type { Beacon } from "../../../app/lib/vitals";
import { migrate } from "../storage/db";
import {
  ORIGIN,
  count,
  startTestService,
  testConfig,
} from "../../../test/server/testing";
import {
  binOf,
  binUpper,
  createBeaconLimiter,
  createVitalsStore,
  dayOf,
  p75,
  parseBeacon,
  rollUp,
  templateOf,
} from "./vitals";

let counter = 0;
function beacon(overrides: Partial<Beacon> = {}): Beacon {
  counter++;
  return {
    id: `${counter.toString(16).padStart(8, "0")}${"ab".repeat(6)}`,
    page: "/",
    device: "phone",
    connection: "4g",
    navigation: "load",
    metrics: { LCP: 1400, CLS: 0.02, INP: 120, FCP: 900, TTFB: 300 },
    ...overrides,
  };
}

function post(s: Service, body: unknown, headers: Record<string, string> = {}) {
  return s.app.request("/api/vitals", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Every place a beacon could be: memory, waiting rows, daily counts. */
async function storedAnywhere(s: Service) {
  await s.vitals.flush();
  return {
    buffered: s.vitals.buffered(),
    pending: await count(s.db, "vitals_pending"),
    daily: await count(s.db, "vitals_daily"),
  };
}

/** A new database file in `dir`, at the latest schema. */
async function migratedFile(dir: string) {
  const db = createClient({ url: `file:${dir}/leads.db` });
  await migrate(db);
  return db;
}

async function dailyViews(s: Service, metric = "LCP") {
  const result = await s.db.execute({
    sql: "SELECT template, device, connection, navigation, bin, views FROM vitals_daily WHERE metric = ? ORDER BY template, bin",
    args: [metric],
  });
  return result.rows.map((row) => ({ ...row }));
}

describe("bins and the 75th percentile", () => {
  it("puts a value in the bin whose upper edge is the first at least it", () => {
    expect(binUpper("LCP", binOf("LCP", 0))).toBe(0);
    expect(binUpper("LCP", binOf("LCP", 1))).toBe(20);
    expect(binUpper("LCP", binOf("LCP", 1400))).toBe(1400);
    expect(binUpper("LCP", binOf("LCP", 1401))).toBe(1500);
    expect(binUpper("LCP", binOf("LCP", 59_999))).toBe(60_000);
    expect(binUpper("CLS", binOf("CLS", 0))).toBe(0);
    expect(binUpper("CLS", binOf("CLS", 0.004))).toBe(0.01);
    expect(binUpper("CLS", binOf("CLS", 0.1))).toBe(0.1);
    expect(binUpper("CLS", binOf("CLS", 0.255))).toBe(0.26);
    expect(binUpper("CLS", binOf("CLS", 0.52))).toBe(0.55);
  });

  it("takes the nearest rank, as by hand", () => {
    // 8 values: rank ceil(0.75 x 8) = 6, the 6th smallest is 2,000.
    const values = [2600, 1000, 1400, 2200, 1200, 2000, 1800, 1600];
    const bins = new Map<number, number>();
    for (const value of values) {
      const bin = binOf("LCP", value);
      bins.set(bin, (bins.get(bin) ?? 0) + 1);
    }
    expect(p75(bins, "LCP")).toEqual({ value: 2000, views: 8 });
    expect(p75(new Map(), "LCP")).toBeNull();
  });

  it("knows the site's templates and nothing else", () => {
    expect(templateOf("/")).toBe("home");
    expect(templateOf("/Home")).toBe("home");
    expect(templateOf("/portfolio")).toBe("portfolio");
    expect(templateOf("/portfolio/hospital-registration")).toBe("case-study");
    expect(templateOf("/insights")).toBe("insights");
    expect(templateOf("/insights/fast-sites")).toBe("article");
    expect(templateOf("/wp-admin")).toBeNull();
    expect(templateOf("/portfolio/a/b")).toBeNull();
  });

  it("counts days in India's time", () => {
    // 19:00 UTC is 00:30 the next day in New Delhi.
    expect(dayOf(Date.UTC(2026, 10, 26, 19, 0))).toBe("2026-11-27");
    expect(dayOf(Date.UTC(2026, 10, 26, 18, 0))).toBe("2026-11-26");
  });
});

describe("checking a beacon", () => {
  it("takes a page view's metrics", () => {
    expect(parseBeacon(JSON.stringify(beacon())).kind).toBe("ok");
  });

  it.each([
    ["an unknown metric", { metrics: { LCP: 1000, FID: 20 } }],
    ["a negative value", { metrics: { LCP: -5 } }],
    ["an absurd value", { metrics: { LCP: 3_600_000 } }],
    ["an absurd layout shift", { metrics: { CLS: 50 } }],
    ["no metric", { metrics: {} }],
    ["a value that is not a number", { metrics: { LCP: "fast" } }],
    ["an unknown device", { device: "fridge" }],
    ["an extra field", { visitor: "priya@example.in" }],
    ["a page with a query", { page: "/?utm_source=x" }],
    ["an id that is not random hex", { id: "priya@example.in" }],
  ])("refuses %s", (_, overrides) => {
    const parsed = parseBeacon(JSON.stringify({ ...beacon(), ...overrides }));
    expect(parsed.kind).toBe("invalid");
  });

  it("calls malformed JSON malformed", () => {
    expect(parseBeacon("{not json").kind).toBe("malformed");
  });
});

describe("POST /api/vitals", () => {
  it("keeps a beacon and the roll-up counts it once per metric", async ({
    start,
  }) => {
    const s = await start();
    const response = await post(s, beacon({ page: "/portfolio/" }));
    expect(response.status).toBe(204);
    await s.vitals.rollUp();
    expect(await dailyViews(s)).toEqual([
      {
        template: "portfolio",
        device: "phone",
        connection: "4g",
        navigation: "load",
        bin: binOf("LCP", 1400),
        views: 1,
      },
    ]);
    expect(await count(s.db, "vitals_pending")).toBe(0);
    const metrics = await s.db.execute(
      "SELECT DISTINCT metric FROM vitals_daily ORDER BY metric",
    );
    expect(metrics.rows.map((row) => row.metric)).toEqual([
      "CLS",
      "FCP",
      "INP",
      "LCP",
      "TTFB",
    ]);
  });

  it.for<[string, () => unknown, number]>([
    [
      "from another origin",
      () => ({
        body: beacon(),
        headers: {
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
        },
      }),
      403,
    ],
    [
      "with an unknown metric",
      () => ({ body: { ...beacon(), metrics: { LCP: 900, FID: 12 } } }),
      400,
    ],
    [
      "with a negative value",
      () => ({ body: { ...beacon(), metrics: { LCP: -1 } } }),
      400,
    ],
    [
      "with an absurd value",
      () => ({ body: { ...beacon(), metrics: { INP: 1e9 } } }),
      400,
    ],
    [
      "over 2 kB",
      () => ({ body: { ...beacon(), page: `/${"a".repeat(2100)}` } }),
      413,
    ],
    ["of malformed JSON", () => ({ body: '{"id": ' }), 400],
    [
      "of the wrong content type",
      () => ({ body: beacon(), headers: { "Content-Type": "text/plain" } }),
      415,
    ],
  ])(
    "refuses a beacon %s and stores it nowhere",
    async ([, make, status], { start }) => {
      const s = await start();
      const { body, headers } = make() as {
        body: unknown;
        headers?: Record<string, string>;
      };
      const response = await post(s, body, headers);
      expect(response.status).toBe(status);
      await s.vitals.rollUp();
      expect(await storedAnywhere(s)).toEqual({
        buffered: 0,
        pending: 0,
        daily: 0,
      });
    },
  );

  it("refuses a body over 2 kB sent without a length, as it streams", async ({
    start,
  }) => {
    const s = await start();
    const text = JSON.stringify({ ...beacon(), page: `/${"a".repeat(3000)}` });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    const response = await s.app.request("/api/vitals", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await storedAnywhere(s)).toEqual({
      buffered: 0,
      pending: 0,
      daily: 0,
    });
  });

  it("ignores a beacon sent again, before and after the roll-up", async ({
    start,
  }) => {
    const s = await start();
    const once = beacon();
    expect((await post(s, once)).status).toBe(204);
    expect((await post(s, once)).status).toBe(204);
    await s.vitals.rollUp();
    expect((await post(s, once)).status).toBe(204);
    await s.vitals.rollUp();
    const views = await dailyViews(s);
    expect(views.map((row) => row.views)).toEqual([1]);
  });

  it("ignores, without an error, a beacon for a page the site does not have", async ({
    start,
  }) => {
    const s = await start();
    expect((await post(s, beacon({ page: "/wp-login.php" }))).status).toBe(204);
    expect(
      (await post(s, beacon({ page: "/portfolio/no-such-study" }))).status,
    ).toBe(204);
    await s.vitals.rollUp();
    // Without the site's page list, any case-study path counts; with it
    // (npm start passes the prerendered pages), only real ones do.
    expect((await dailyViews(s)).map((row) => row.template)).toEqual([
      "case-study",
    ]);
  });

  it("takes at most 60 beacons a minute from one address", async ({
    start,
  }) => {
    const s = await start();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++) {
      statuses.push((await post(s, beacon())).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the roll-up", () => {
  it("survives a restart in the middle of a day without counting twice", async ({
    start,
    temp,
  }) => {
    const config = testConfig(temp.dir);
    let at = Date.UTC(2026, 10, 27, 6, 0);
    const now = () => at;
    const first = await startTestService(config, { now });
    // Each a page of its own: one address counts a few per page a day.
    const page = (index: number) => ({ page: `/insights/article-${index}` });
    for (let index = 0; index < 5; index++) {
      expect((await post(first, beacon(page(index)))).status).toBe(204);
    }
    await first.vitals.rollUp();
    for (let index = 5; index < 8; index++) {
      expect((await post(first, beacon(page(index)))).status).toBe(204);
    }
    // Written, not yet rolled up, when the process dies: no stop().
    await first.vitals.flush();
    expect(await count(first.db, "vitals_pending")).toBe(3);
    first.db.close();

    at += 60 * 60 * 1000;
    const service = await start({}, { now });
    // The start rolls up what the last run left waiting.
    await service.vitals.rollUp();
    await service.vitals.rollUp();
    expect((await dailyViews(service)).map((row) => row.views)).toEqual([8]);
    expect(await count(service.db, "vitals_pending")).toBe(0);
  });

  it("is all or nothing: a failed roll-up leaves every beacon waiting", async ({
    temp,
  }) => {
    const db = await migratedFile(temp.dir);
    const at = Date.UTC(2026, 10, 27, 6, 0);
    const store = createVitalsStore({ db, mode: "direct", now: () => at });
    const { binned } = await import("./vitals");
    await store.add(binned(beacon(), "home", at));
    await store.add(binned(beacon(), "home", at));
    // A broken daily table: the fold fails half-way through the batch.
    await db.execute("ALTER TABLE vitals_daily RENAME TO vitals_daily_gone");
    await expect(rollUp(db, at)).rejects.toThrow();
    await db.execute("ALTER TABLE vitals_daily_gone RENAME TO vitals_daily");
    expect(await count(db, "vitals_pending")).toBe(2);
    expect(await count(db, "vitals_daily")).toBe(0);
    await rollUp(db, at);
    const lcp = await db.execute(
      "SELECT views FROM vitals_daily WHERE metric = 'LCP'",
    );
    expect(lcp.rows.map((row) => row.views)).toEqual([2]);
    db.close();
  });
});

describe("the serverless store", () => {
  it("keeps a beacon once, and none past the most allowed to wait", async ({
    temp,
  }) => {
    const db = await migratedFile(temp.dir);
    const at = Date.UTC(2026, 10, 27, 6, 0);
    const store = createVitalsStore({
      db,
      mode: "direct",
      maxPending: 2,
      now: () => at,
    });
    const { binned } = await import("./vitals");
    const repeated = binned(beacon(), "home", at);
    await store.add(repeated);
    await store.add(repeated);
    expect(await count(db, "vitals_pending")).toBe(1);
    await store.add(binned(beacon(), "home", at));
    await store.add(binned(beacon(), "home", at));
    expect(await count(db, "vitals_pending")).toBe(2);
    expect(await rollUp(db, at)).toEqual({ beacons: 2 });
    db.close();
  });
});

describe("the beacon limiter", () => {
  it("caps the whole site per second, whatever the addresses", () => {
    let at = 0;
    const limit = createBeaconLimiter({ perSecond: 3, now: () => at });
    expect(["a", "b", "c", "d"].map(limit)).toEqual(["ok", "ok", "ok", "site"]);
    at += 1000;
    expect(limit("e")).toBe("ok");
  });
});
