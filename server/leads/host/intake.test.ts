import { describe, expect } from "vitest";
import { it } from "../../../test/server/fixtures";
import { bodyLimitFor, createWorkBudget, DEFAULT_BODY_BYTES } from "./intake";
import {
  count,
  databaseFilesText,
  enquiry,
  ORIGIN,
  postJson,
} from "../../../test/server/testing";

describe("the work budget", () => {
  /** A request whose place is taken until `finish` is called. */
  function holder(budget: ReturnType<typeof createWorkBudget>) {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const controller = new AbortController();
    let outcome = "waiting";
    const middleware = budget.middleware((_c, refusal) => {
      outcome = refusal;
      return new Response(null, { status: 503 });
    });
    const c = { req: { raw: { signal: controller.signal } } } as never;
    const ran = middleware(c, async () => {
      outcome = "running";
      await done;
    }).then(() => {
      if (outcome === "running") outcome = "finished";
    });
    return {
      finish,
      leave: () => controller.abort(),
      outcome: () => outcome,
      ran,
    };
  }

  it("gives a place back when a client leaves the line, and never holds more than its places", async () => {
    const budget = createWorkBudget({ places: 2, maxWaiting: 10 });
    const running = [holder(budget), holder(budget)];
    const waiting = Array.from({ length: 5 }, () => holder(budget));
    await Promise.resolve();
    expect(budget.load()).toEqual({ active: 2, waiting: 5 });
    for (const client of waiting.slice(0, 4)) client.leave();
    await Promise.all(waiting.slice(0, 4).map((client) => client.ran));
    expect(waiting.slice(0, 4).map((client) => client.outcome())).toEqual(
      Array(4).fill("gone"),
    );
    expect(budget.load()).toEqual({ active: 2, waiting: 1 });
    running[0]?.finish();
    await running[0]?.ran;
    await expect.poll(() => waiting[4]?.outcome()).toBe("running");
    expect(budget.load()).toEqual({ active: 2, waiting: 0 });
    running[1]?.finish();
    waiting[4]?.finish();
    await Promise.all([running[1]?.ran, waiting[4]?.ran]);
    expect(budget.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("answers busy at once past the line's length, and after the longest wait", async () => {
    const budget = createWorkBudget({
      places: 1,
      maxWaiting: 1,
      maxWaitMs: 200,
    });
    const running = holder(budget);
    const inLine = holder(budget);
    const turnedAway = holder(budget);
    await turnedAway.ran;
    expect(turnedAway.outcome()).toBe("busy");
    await inLine.ran;
    expect(inLine.outcome()).toBe("busy");
    running.finish();
    await running.ran;
    expect(budget.load()).toEqual({ active: 0, waiting: 0 });
  });
});

describe("body limits", () => {
  it("has a limit for every route, listed routes their own", () => {
    expect(bodyLimitFor("/api/contact")).toBe(32 * 1024);
    expect(bodyLimitFor("/studio/sign-in")).toBe(4 * 1024);
    expect(bodyLimitFor("/studio/leads/x/status")).toBe(16 * 1024);
    // A route added later without a line of its own still has one.
    expect(bodyLimitFor("/api/added-later")).toBe(DEFAULT_BODY_BYTES);
  });

  it("bounds a body before any route reads it, even a route that does not exist yet", async ({
    start,
  }) => {
    const s = await start();
    const post = (path: string, size: number) =>
      s.app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: "x".repeat(size),
      });
    expect((await post("/api/not-yet", 20 * 1024)).status).toBe(413);
    expect((await post("/api/not-yet", 1024)).status).toBe(404);
    expect((await post("/studio/sign-in", 5 * 1024)).status).toBe(413);
  });

  it("takes a 2,000-character Devanagari message posted without JavaScript (18 KB encoded)", async ({
    start,
  }) => {
    const s = await start();
    const body = new URLSearchParams({
      name: "प्रिया शर्मा",
      email: "priya@example.in",
      message: "न".repeat(2000),
    }).toString();
    expect(body.length).toBeGreaterThan(16 * 1024);
    const response = await s.app.request("/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
      },
      body,
    });
    expect(response.status).toBe(303);
    expect(await count(s.db, "leads")).toBe(1);
  });
});

describe("without JavaScript, a refusal keeps the visitor's words", () => {
  it("gives the form back, filled in, to a post from another origin", async ({
    start,
  }) => {
    const s = await start();
    const response = await s.app.request("/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://elsewhere.example",
      },
      body: new URLSearchParams({
        name: "Kabir",
        email: "kabir@example.in",
        message: "Reels for our gym, <b>soon</b>.",
      }).toString(),
    });
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain('value="Kabir"');
    expect(page).toContain("Reels for our gym, &lt;b&gt;soon&lt;/b&gt;.");
    expect(page).toContain("write to us at");
  });
});

describe("the retention clean-up", () => {
  it("leaves an expired enquiry's text in no file of the database", async ({
    start,
    databasePath,
  }) => {
    let clock = Date.UTC(2026, 0, 1);
    const s = await start({ retentionDays: 30 }, { now: () => clock });
    const marker = `EXPIRED-${crypto.randomUUID()}`;
    expect(
      (await postJson(s.app, enquiry({ message: `${marker} `.repeat(30) })))
        .status,
    ).toBe(201);
    clock += 20 * 24 * 60 * 60 * 1000;
    const kept = `RECENT-${crypto.randomUUID()}`;
    expect((await postJson(s.app, enquiry({ message: kept }))).status).toBe(
      201,
    );
    const files = () => databaseFilesText(databasePath);
    expect(files()).toContain(marker);
    clock += 11 * 24 * 60 * 60 * 1000;
    await s.outbox.prune();
    expect(await count(s.db, "leads")).toBe(1);
    expect(files()).not.toContain(marker);
    expect(files()).toContain(kept);
  });
});
