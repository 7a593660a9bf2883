import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { originProblem } from "./security";

/*
 * originProblem, the one same-origin check of the enquiry form (app.ts),
 * the inbox's sign-in log (auth.ts) and the speed beacons (vitals.ts):
 * X-Forwarded-Host counts only from a proxy the service trusts.
 */

const SITE = "kalam.test";
/** What a browser on the site's page sends. */
const FROM_PAGE = {
  Origin: `https://${SITE}`,
  "Sec-Fetch-Site": "same-origin",
};

/** originProblem for one POST, from the socket peer `peer`. */
async function problemFor(
  headers: Record<string, string>,
  { trustProxy = false, peer = "127.0.0.1" } = {},
) {
  const app = new Hono();
  app.post("/", (c) =>
    c.json({ problem: originProblem(c, trustProxy, () => peer) }),
  );
  const answer = await app.request(`http://${SITE}/`, {
    method: "POST",
    headers,
  });
  return ((await answer.json()) as { problem: unknown }).problem;
}

/** A proxy on this machine that asked the service for 127.0.0.1:3000. */
const PROXIED = {
  ...FROM_PAGE,
  Host: "127.0.0.1:3000",
  "X-Forwarded-Host": SITE,
};

describe("originProblem", () => {
  it("passes the site's own page, asked for by its name", async () => {
    expect(await problemFor({ ...FROM_PAGE, Host: SITE })).toBeNull();
  });

  it("reads X-Forwarded-Host from a trusted proxy on this machine", async () => {
    expect(
      await problemFor(PROXIED, { trustProxy: true, peer: "127.0.0.1" }),
    ).toBeNull();
  });

  it("ignores X-Forwarded-Host without LEADS_TRUST_PROXY, and says to pass the Host", async () => {
    expect(await problemFor(PROXIED, { trustProxy: false })).toEqual({
      kind: "proxy-host",
      reason: `the page is at ${SITE} but the proxy in front asked for 127.0.0.1:3000: set the proxy to pass the visitor's Host (nginx: proxy_set_header Host $http_host; see deploy/nginx.conf)`,
    });
  });

  it("ignores X-Forwarded-Host from a client on the internet, even with LEADS_TRUST_PROXY on", async () => {
    expect(
      await problemFor(PROXIED, { trustProxy: true, peer: "203.0.113.9" }),
    ).toMatchObject({ kind: "proxy-host" });
  });

  it("never lets a forged X-Forwarded-Host pass a page elsewhere for the site", async () => {
    expect(
      await problemFor(
        {
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "same-origin",
          Host: SITE,
          "X-Forwarded-Host": "evil.example",
        },
        { trustProxy: false, peer: "203.0.113.9" },
      ),
    ).toEqual({
      kind: "other-origin",
      reason: `a page at evil.example posted to ${SITE}`,
    });
  });

  it("refuses what the browser calls cross-site, and a post without an Origin", async () => {
    expect(
      await problemFor({
        ...FROM_PAGE,
        Host: SITE,
        "Sec-Fetch-Site": "cross-site",
      }),
    ).toMatchObject({ kind: "cross-site" });
    expect(await problemFor({ Host: SITE })).toMatchObject({
      kind: "no-origin",
    });
  });
});
