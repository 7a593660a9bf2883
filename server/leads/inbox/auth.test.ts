import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect } from "vitest";
import { studioAuth } from "./auth";
import { initial } from "../storage/migrations/0001-initial";
import { keyedHash, sha256Hex } from "../core/security";
import { createSignInLimiter, SIGN_IN_LIMITS } from "./signInLimiter";
import {
  captureLog,
  enquiry,
  ORIGIN,
  postJson,
  testConfig,
} from "../../../test/server/testing";
import { type Service, test } from "../../../test/server/fixtures";

const PASSWORD = "correct horse battery staple";
const SECRET = "a".repeat(40);

/** Every service a test starts has the deploy's secret unless told. */
const it = test.extend({ serviceConfig: { secret: SECRET } });

function signIn(s: Service, password: string, from = "198.51.100.1") {
  return s.app.request("/studio/sign-in", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "X-Forwarded-For": from,
    },
    body: new URLSearchParams({ password }).toString(),
  });
}

async function cookieOf(response: Response) {
  expect(response.status).toBe(303);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function isSignedIn(s: Service, cookie: string) {
  const page = await (
    await s.app.request("/studio", { headers: { Cookie: cookie } })
  ).text();
  return page.includes('name="csrf"');
}

describe("studio sessions", () => {
  it("ends every session when STUDIO_PASSWORD changes", async ({ start }) => {
    const first = await start();
    const cookie = await cookieOf(await signIn(first, PASSWORD));
    expect(await isSignedIn(first, cookie)).toBe(true);
    await first.close();

    const same = await start();
    expect(await isSignedIn(same, cookie)).toBe(true);
    await same.close();

    const changed = await start({ studioPassword: "a brand new passphrase" });
    expect(await isSignedIn(changed, cookie)).toBe(false);
    const sneaky = await changed.app.request("/studio/sign-out", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        Cookie: cookie,
      },
      body: "csrf=x",
    });
    expect(sneaky.status).toBe(401);
  });

  it("refuses a session cookie made by another deploy (another secret), even over a copy of the database", async ({
    start,
    temp,
  }) => {
    const first = await start();
    const cookie = await cookieOf(await signIn(first, PASSWORD));
    await first.close();
    const copy = join(temp.dir, "copy");
    mkdirSync(copy);
    for (const file of ["leads.db", "leads.db-wal"]) {
      if (existsSync(join(temp.dir, file)))
        copyFileSync(join(temp.dir, file), join(copy, file));
    }
    const copyUrl = `file:${join(copy, "leads.db")}`;

    const otherDeploy = await start({
      secret: "b".repeat(40),
      databaseUrl: copyUrl,
    });
    expect(await isSignedIn(otherDeploy, cookie)).toBe(false);
    // A change sent with it is refused, saying why, and changes nothing.
    await postJson(otherDeploy.app, enquiry());
    const lead = await otherDeploy.db.execute("SELECT id, status FROM leads");
    const refused = await otherDeploy.app.request(
      `/studio/leads/${String(lead.rows[0]?.id)}/status`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: ORIGIN,
          Cookie: cookie,
        },
        body: new URLSearchParams({
          status: "archived",
          version: "1",
        }).toString(),
      },
    );
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("Your session has ended");
    const after = await otherDeploy.db.execute("SELECT status FROM leads");
    expect(after.rows[0]?.status).toBe(lead.rows[0]?.status);
    await otherDeploy.close();
    // The same copy with the same secret still knows the session: the
    // secret alone made the difference.
    const sameDeploy = await start({ databaseUrl: copyUrl });
    expect(await isSignedIn(sameDeploy, cookie)).toBe(true);
  });

  it("refuses a CSRF token replayed from a session that has ended", async ({
    start,
  }) => {
    const s = await start();
    await postJson(s.app, enquiry());
    const cookie = await cookieOf(await signIn(s, PASSWORD));
    const page = await (
      await s.app.request("/studio", { headers: { Cookie: cookie } })
    ).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const post = (
      path: string,
      session: string,
      fields: Record<string, string>,
    ) =>
      s.app.request(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: ORIGIN,
          Cookie: session,
        },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await post("/studio/sign-out", cookie, { csrf })).status).toBe(303);
    // A new session, and the old page's token replayed with it.
    const fresh = await cookieOf(await signIn(s, PASSWORD));
    const leads = await s.db.execute("SELECT id FROM leads");
    const id = String(leads.rows[0]?.id);
    const replayed = await post(`/studio/leads/${id}/status`, fresh, {
      csrf,
      status: "archived",
    });
    expect(replayed.status).toBe(403);
    expect(await replayed.text()).toContain("did not come from the inbox page");
    const status = await s.db.execute("SELECT status FROM leads");
    expect(status.rows[0]?.status).toBe("new");
  });

  it("guards every route added to the inbox's app, whatever the order", async ({
    start,
    temp,
  }) => {
    const s = await start();
    const auth = studioAuth({
      config: testConfig(temp.dir, { secret: SECRET }),
      db: s.db,
      now: Date.now,
      remoteAddress: () => "203.0.113.9",
      hash: await keyedHash(SECRET),
      limiter: createSignInLimiter(),
      log: captureLog().log,
    });
    const inbox = auth.guarded();
    inbox.get("/late-report", (c) => c.text("private figures"));
    inbox.post("/late-change", (c) => c.text("changed"));
    const read = await inbox.request("/late-report");
    expect(read.status).toBe(303);
    expect(await read.text()).not.toContain("private figures");
    const write = await inbox.request("/late-change", {
      method: "POST",
      headers: { Origin: ORIGIN },
    });
    expect(write.status).toBe(401);
  });
});

describe("guessing the password", () => {
  it("pauses sign-in for everyone after 20 failures from many addresses, logs it once, and tells the inbox", async ({
    start,
  }) => {
    const lines: string[] = [];
    const s = await start({ trustProxy: true }, { log: (l) => lines.push(l) });
    const cookie = await cookieOf(await signIn(s, PASSWORD, "192.0.2.200"));
    const statuses: number[] = [];
    for (let index = 0; index < 40; index++) {
      const from = `198.51.100.${index + 1}`;
      for (let guess = 0; guess < 5; guess++) {
        statuses.push((await signIn(s, `guess ${guess}`, from)).status);
      }
    }
    // 200 tries: the first 20 were checked, the other 180 refused unread.
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    const late = await signIn(s, PASSWORD, "203.0.113.99");
    expect(late.status).toBe(429);
    expect(await late.text()).toContain("Sign-in is paused");
    expect(Number(late.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes("sign-in paused"))).toEqual([
      expect.stringContaining("20 failed tries from 4 addresses"),
    ]);
    // An open session still works, and shows the notice.
    expect(await isSignedIn(s, cookie)).toBe(true);
    const page = await (
      await s.app.request("/studio", { headers: { Cookie: cookie } })
    ).text();
    expect(page).toContain("Sign-in was paused for 10 minutes");
  });

  it("remembers failed addresses in bounded memory", () => {
    let clock = 0;
    const limiter = createSignInLimiter({
      now: () => clock,
      limits: {
        ...SIGN_IN_LIMITS,
        perAddress: 5,
        perNetwork: 1_000_000,
        firstDelayMs: 60_000,
        siteWide: 1_000_000,
        siteWindowMs: 60_000,
        pauseMs: 60_000,
        maxAddresses: 100,
      },
    });
    for (let index = 0; index < 5_000; index++) {
      limiter.attempt(`10.0.${index >> 8}.${index & 255}`);
      clock++;
    }
    expect(limiter.size()).toBe(100);
    for (let guess = 0; guess < 5; guess++) {
      expect(limiter.attempt("192.0.2.1")).toEqual({ ok: true });
    }
    expect(limiter.attempt("192.0.2.1")).toMatchObject({
      ok: false,
      reason: "address",
    });
    clock += 60_001;
    expect(limiter.attempt("192.0.2.1")).toEqual({ ok: true });
    // A right password forgets the address's tries.
    limiter.succeeded("192.0.2.1");
    for (let guess = 0; guess < 5; guess++) {
      expect(limiter.attempt("192.0.2.1")).toEqual({ ok: true });
    }
  });
});

describe("client addresses", () => {
  it("are stored only as a hash keyed with the secret", async ({ start }) => {
    const s = await start({}, { address: "203.0.113.7" });
    expect((await postJson(s.app, enquiry())).status).toBe(201);
    const stored = String(
      (await s.db.execute("SELECT client_hash FROM leads")).rows[0]
        ?.client_hash,
    );
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).toBe(await (await keyedHash(SECRET))("client:203.0.113.7"));
    // Nobody without the secret can make it by trying addresses.
    for (const guess of ["203.0.113.7", "kalam-leads:203.0.113.7"]) {
      expect(stored).not.toBe(await sha256Hex(guess));
    }
    expect(stored).not.toBe(
      await (
        await keyedHash("b".repeat(40))
      )("client:203.0.113.7"),
    );
  });

  it("erases the hash once the per-address limits no longer need it (after a day), as the privacy notice says", async ({
    start,
  }) => {
    let clock = Date.UTC(2026, 10, 23, 6);
    const s = await start({}, { now: () => clock });
    expect((await postJson(s.app, enquiry())).status).toBe(201);
    clock += 24 * 60 * 60 * 1000;
    await s.outbox.prune();
    const kept = await s.db.execute("SELECT client_hash FROM leads");
    expect(String(kept.rows[0]?.client_hash)).toMatch(/^[0-9a-f]{64}$/);
    clock += 2 * 60 * 60 * 1000;
    await s.outbox.prune();
    const erased = await s.db.execute("SELECT client_hash FROM leads");
    expect(erased.rows[0]?.client_hash).toBe("");
    const { privacy } = (await import("../../../app/content/legal"))
      .legalDocuments;
    expect(JSON.stringify(privacy)).toContain("is erased after a day");
  });

  it("makes a secret at the first start and keeps it in the database when LEADS_SECRET is unset", async ({
    start,
  }) => {
    const first = await start({ secret: undefined });
    expect((await postJson(first.app, enquiry())).status).toBe(201);
    await first.close();
    const second = await start({ secret: undefined });
    expect((await postJson(second.app, enquiry())).status).toBe(201);
    const rows = await second.db.execute("SELECT client_hash FROM leads");
    const [a, b] = rows.rows.map((row) => String(row.client_hash));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    const secret = await second.db.execute(
      "SELECT value FROM settings WHERE name = 'secret'",
    );
    expect(String(secret.rows[0]?.value).length).toBeGreaterThanOrEqual(40);
  });

  it("wipes the unkeyed hashes an older version stored", async ({
    start,
    databasePath,
  }) => {
    const url = `file:${databasePath}`;
    const old = createClient({ url });
    await old.batch(
      [
        ...initial.map((sql) => ({ sql })),
        `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`,
        "INSERT INTO schema_migrations VALUES (1, 0)",
        {
          sql: "INSERT INTO leads (id, idempotency_key, name, email, message, client_hash, created_at) VALUES ('old', 'k', 'n', 'e@x.in', 'm', ?, 0)",
          args: [await sha256Hex("kalam-leads:203.0.113.7")],
        },
      ],
      "write",
    );
    old.close();
    const s = await start();
    const row = await s.db.execute("SELECT client_hash FROM leads");
    expect(row.rows[0]?.client_hash).toBe("");
  });
});
