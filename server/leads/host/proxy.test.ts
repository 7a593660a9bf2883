import { describe, expect } from "vitest";
import { type Service, it } from "../../../test/server/fixtures";
import { enquiry, postJson } from "../../../test/server/testing";

/*
 * Behind a reverse proxy on the same machine (the socket's peer is
 * 127.0.0.1), as studios deploy it: visitors are told apart only through a
 * trusted proxy's X-Forwarded-For; otherwise the per-visitor limit would be
 * one limit for the whole site, so it stands aside and the studio is told.
 * A header a client writes itself never lifts a limit.
 */

const SITE = "https://kalam.example";
/** What a browser on the site sends through a proxy that passes the Host. */
const throughProxy = (headers: Record<string, string> = {}) => ({
  Host: "kalam.example",
  Origin: SITE,
  "Sec-Fetch-Site": "same-origin",
  ...headers,
});

async function statuses(
  s: Service,
  count: number,
  headers: Record<string, string>,
) {
  const found: number[] = [];
  for (let index = 0; index < count; index++) {
    found.push((await postJson(s.app, enquiry(), headers)).status);
  }
  return found;
}

describe("behind a proxy with LEADS_TRUST_PROXY=1", () => {
  it("limits each visitor by the address the proxy appended, whatever the visitor wrote before it", async ({
    start,
  }) => {
    const s = await start({ trustProxy: true }, { address: "127.0.0.1" });
    // A visitor who forges X-Forwarded-For: the proxy appends the real one.
    const forged = (index: number) =>
      throughProxy({ "X-Forwarded-For": `10.0.0.${index}, 198.51.100.7` });
    const first: number[] = [];
    for (let index = 0; index < 6; index++) {
      first.push((await postJson(s.app, enquiry(), forged(index))).status);
    }
    expect(first).toEqual([201, 201, 201, 201, 201, 429]);
    // Another visitor is not held back by the first.
    expect(
      await statuses(s, 1, throughProxy({ "X-Forwarded-For": "198.51.100.8" })),
    ).toEqual([201]);
    expect(s.logged.text()).not.toContain("per-visitor limits are off");
  });

  it("never believes X-Forwarded-For from a client on the internet, even with the setting on", async ({
    start,
  }) => {
    const s = await start({ trustProxy: true }, { address: "203.0.113.9" });
    const rotating: number[] = [];
    for (let index = 0; index < 6; index++) {
      rotating.push(
        (
          await postJson(s.app, enquiry(), {
            "X-Forwarded-For": `198.51.100.${index}`,
          })
        ).status,
      );
    }
    expect(rotating).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("says so once when the proxy sends no X-Forwarded-For, and does not make the limit site-wide", async ({
    start,
  }) => {
    const s = await start({ trustProxy: true }, { address: "127.0.0.1" });
    expect(await statuses(s, 8, throughProxy())).toEqual(Array(8).fill(201));
    const warnings = s.logged.lines.filter((line) =>
      line.includes("sends no X-Forwarded-For"),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /WARN: LEADS_TRUST_PROXY is set, but the proxy at 127\.0\.0\.1 sends no X-Forwarded-For.*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/,
    );
    expect((await s.notices.list()).map((n) => n.kind)).toEqual([
      "shared-address",
    ]);
  });
});

describe("behind a proxy without LEADS_TRUST_PROXY", () => {
  it("warns in the log and the inbox, ignores X-Forwarded-For, and keeps the limit per visitor, not site-wide", async ({
    start,
  }) => {
    const s = await start({}, { address: "127.0.0.1" });
    // Visitors through the proxy: the 6th in a minute is not refused for
    // the others' enquiries.
    expect(
      await statuses(s, 7, throughProxy({ "X-Forwarded-For": "198.51.100.7" })),
    ).toEqual(Array(7).fill(201));
    const warnings = s.logged.lines.filter((line) =>
      line.includes("LEADS_TRUST_PROXY is unset"),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /WARN: Every request reaches the service through a proxy at 127\.0\.0\.1, and LEADS_TRUST_PROXY is unset.*Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For/,
    );
    const [notice] = await s.notices.list();
    expect(notice?.message).toContain("LEADS_TRUST_PROXY is unset");
  });

  it("says so again at the next start, and takes it down once the setting is on", async ({
    start,
  }) => {
    const first = await start({}, { address: "127.0.0.1" });
    await postJson(first.app, enquiry(), throughProxy());
    await first.close();

    const again = await start({}, { address: "127.0.0.1" });
    expect(again.logged.text()).toMatch(
      /WARN: Every request reaches the service through a proxy at 127\.0\.0\.1/,
    );
    await again.close();

    const fixed = await start({ trustProxy: true }, { address: "127.0.0.1" });
    expect(await fixed.notices.list()).toEqual([]);
  });

  it.for([
    ["unset", {}],
    ["set", { trustProxy: true }],
  ] as const)(
    "treats a browser on this machine, with no proxy, as one visitor (LEADS_TRUST_PROXY %s)",
    async ([, overrides], { start }) => {
      const s = await start(overrides, { address: "127.0.0.1" });
      const local = {
        Host: "127.0.0.1:3000",
        Origin: "http://127.0.0.1:3000",
      };
      expect(await statuses(s, 6, local)).toEqual([
        201, 201, 201, 201, 201, 429,
      ]);
      expect(await s.notices.list()).toEqual([]);
    },
  );
});

describe("signing in to the inbox over plain http", () => {
  it("says why it cannot work outside localhost, instead of looping back to the form", async ({
    start,
  }) => {
    const s = await start({}, { address: "203.0.113.9" });
    const response = await s.app.request(
      "http://203.0.113.9:3000/studio/sign-in",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://203.0.113.9:3000",
        },
        body: new URLSearchParams({
          password: "correct horse battery staple",
        }).toString(),
      },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toContain(
      "Signing in needs HTTPS: this page was opened as http://203.0.113.9:3000, over plain http, so your browser would not keep the sign-in",
    );
  });
});

describe("headers a client forges", () => {
  it("never lets an X-Forwarded-Host from a client on the internet pass a page elsewhere for the site", async ({
    start,
  }) => {
    const s = await start({ trustProxy: true }, { address: "203.0.113.9" });
    const forged = await postJson(s.app, enquiry(), {
      Host: "kalam.example",
      Origin: "https://evil.example",
      "X-Forwarded-Host": "evil.example",
    });
    expect(forged.status).toBe(403);
    // Nor a forged Host, when the browser says the page is another site.
    const crossSite = await postJson(s.app, enquiry(), {
      Host: "evil.example",
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(s.logged.text()).toMatch(
      /refused 403 \(other-origin\): a page at evil\.example posted to kalam\.example/,
    );
    expect(await s.db.execute("SELECT id FROM leads")).toMatchObject({
      rows: [],
    });
  });

  it("never lifts the limit with a forged X-Forwarded-For or Host when LEADS_TRUST_PROXY is unset", async ({
    start,
  }) => {
    const s = await start({}, { address: "203.0.113.9" });
    const found: number[] = [];
    for (let index = 0; index < 6; index++) {
      found.push(
        (
          await postJson(s.app, enquiry(), {
            Host: `site${index}.example`,
            Origin: `https://site${index}.example`,
            "X-Forwarded-For": `198.51.100.${index}`,
            "X-Real-IP": `198.51.100.${index}`,
          })
        ).status,
      );
    }
    expect(found).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("every refusal of the inbox's sign-in is logged with its reason", () => {
  it("logs a sign-in from another site, over plain http, and too many tries, never the password", async ({
    start,
  }) => {
    const s = await start({}, { address: "203.0.113.9" });
    const signIn = (origin: string, password = "wrong password, twelve+") =>
      s.app.request("http://kalam.example/studio/sign-in", {
        method: "POST",
        headers: {
          Host: "kalam.example",
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
        },
        body: new URLSearchParams({ password }).toString(),
      });
    expect((await signIn("https://evil.example")).status).toBe(403);
    expect((await signIn("http://kalam.example")).status).toBe(403);
    const tries: number[] = [];
    for (let index = 0; index < 8; index++) {
      tries.push((await signIn("https://kalam.example")).status);
    }
    expect(tries).toContain(429);
    const text = s.logged.text();
    expect(text).toMatch(
      /refused 403 \(sign-in-other-site\): sign-in: a page at evil\.example posted to kalam\.example/,
    );
    expect(text).toMatch(
      /refused 403 \(sign-in-plain-http\): sign-in from http:\/\/kalam\.example, over plain http: the session cookie is Secure/,
    );
    expect(text).toMatch(
      /refused 429 \(sign-in-address\): too many sign-in tries from one address/,
    );
    expect(text).not.toContain("wrong password");
  });
});
