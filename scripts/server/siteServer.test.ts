import { readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHeadersFile } from "../headers";
import { createSiteServer, type SiteServerOptions } from "./siteServer";
import { makeBuild, NOT_FOUND_TEXT, portOf, request } from "./testServer";

const { buildDir, clientDir } = makeBuild();
const headers = parseHeadersFile(
  readFileSync(join(clientDir, "_headers"), "utf8"),
);
const servers: Server[] = [];

async function start(options: Partial<SiteServerOptions> = {}) {
  const server = createSiteServer({ clientDir, headers, ...options });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return portOf(server.address());
}

let port = 0;
beforeAll(async () => {
  port = await start();
});
afterAll(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const PAGE_HEADERS = [
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

function expectPageHeaders(answer: { headers: Record<string, unknown> }) {
  for (const name of PAGE_HEADERS) expect(answer.headers[name]).toBeTruthy();
}

describe("ranges", () => {
  const malformed = [
    "bytes=5-1",
    "bytes=0-18446744073709551615",
    "bytes=18446744073709551615-",
    "bytes=-5",
    "bytes=0-1,4-5",
    "bytes=abc",
    "items=0-1",
    "garbage",
    "bytes=",
    "bytes=-",
  ];

  for (const range of malformed) {
    it(`answers "${range}" whole or with 416, and keeps serving`, async () => {
      const answer = await request(port, "/assets/app-abc123.js", {
        headers: { Range: range },
      });
      // Answered whole, or (a huge end) the whole file as a truthful range.
      expect([
        "200 undefined 0123456789",
        "206 bytes 0-9/10 0123456789",
        "416 bytes */10 ",
      ]).toContain(
        `${answer.status} ${answer.headers["content-range"]} ${answer.body}`,
      );
      const next = await request(port, "/");
      expect(next.status).toBe(200);
    });
  }

  it("serves a well-formed range", async () => {
    const answer = await request(port, "/assets/app-abc123.js", {
      headers: { Range: "bytes=2-4" },
    });
    expect(answer.status).toBe(206);
    expect(answer.body).toBe("234");
    expect(answer.headers["content-range"]).toBe("bytes 2-4/10");
  });

  it("answers a range past the end with 416", async () => {
    const answer = await request(port, "/assets/app-abc123.js", {
      headers: { Range: "bytes=50-60" },
    });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe("bytes */10");
  });
});

describe("methods", () => {
  for (const method of [
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "TRACE",
    "OPTIONS",
    "PROPFIND",
  ]) {
    it(`refuses ${method} with 405 and Allow: GET, HEAD`, async () => {
      const answer = await request(port, "/", { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(answer.body).not.toContain("<html");
      expectPageHeaders(answer);
    });
  }

  it("answers HEAD with the headers and no body", async () => {
    const answer = await request(port, "/", { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("");
    expectPageHeaders(answer);
  });

  it("lets an app handler answer first, POST included", async () => {
    const appPort = await start({
      appHandler(req, res) {
        if (!req.url?.startsWith("/api/")) return false;
        res.writeHead(201, { "Content-Type": "application/json" });
        res.end('{"ok":true}');
        return true;
      },
    });
    const posted = await request(appPort, "/api/leads", { method: "POST" });
    expect(posted.status).toBe(201);
    expect(posted.body).toBe('{"ok":true}');
    const page = await request(appPort, "/portfolio");
    expect(page.body).toContain("Portfolio");
    expect((await request(appPort, "/", { method: "POST" })).status).toBe(405);
  });

  it("ends a request whose handler fails, and keeps serving", async () => {
    const appPort = await start({
      appHandler() {
        throw new Error("boom");
      },
    });
    const answer = await request(appPort, "/");
    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain("boom");
    const again = await request(appPort, "/");
    expect(again.status).toBe(500);
  });
});

describe("missing files and unknown pages", () => {
  for (const path of [
    "/assets/app-abc123",
    "/assets/app",
    "/assets/missing-abc.js",
    "/assets/",
    "/missing.png",
  ]) {
    it(`answers ${path} with a short 404, never the app's HTML`, async () => {
      const answer = await request(port, path);
      expect(answer.status).toBe(404);
      expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
      expect(answer.body).toBe("Not found");
      expect(answer.headers["cache-control"]).not.toContain("immutable");
      expectPageHeaders(answer);
    });
  }

  for (const path of [
    "/nope",
    "/a/b/c/",
    "/%E0%A4%",
    "/portfolio/extra/deep",
  ]) {
    it(`answers ${path} with the site's not-found page`, async () => {
      const answer = await request(port, path);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain(NOT_FOUND_TEXT);
      expectPageHeaders(answer);
    });
  }

  it("never shows where the build lives", async () => {
    for (const path of ["/nope", "/assets/x", "/missing.png", "/_headers"]) {
      const answer = await request(port, path);
      expect(answer.body).not.toContain(buildDir);
    }
  });

  for (const path of [
    "/../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/.env",
    "/_headers",
    "/%00",
  ]) {
    it(`does not serve ${path}`, async () => {
      const answer = await request(port, path);
      expect(answer.body).not.toMatch(/root:|"name"|Content-Security-Policy/);
      // A plain 404, or the not-found page for a path that is no file.
      const isNotFound =
        answer.status === 404 ||
        (answer.status === 200 && answer.body.includes(NOT_FOUND_TEXT));
      expect(isNotFound).toBe(true);
    });
  }
});

describe("headers", () => {
  it("sends the page headers with every page and revalidates it", async () => {
    for (const path of ["/", "/index.html", "/portfolio", "/portfolio/"]) {
      const answer = await request(port, path);
      expect(answer.status).toBe(200);
      expectPageHeaders(answer);
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=0, must-revalidate",
      );
    }
  });

  it("caches hashed assets for a year without the page policies", async () => {
    const answer = await request(port, "/assets/app-abc123.js");
    expect(answer.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(answer.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends Strict-Transport-Security only when behind TLS", async () => {
    expect(
      (await request(port, "/")).headers["strict-transport-security"],
    ).toBeUndefined();
    const tlsPort = await start({ isBehindTls: true });
    for (const path of ["/", "/assets/app-abc123.js", "/nope", "/assets/x"]) {
      const answer = await request(tlsPort, path);
      expect(answer.headers["strict-transport-security"]).toBe(
        "max-age=63072000; includeSubDomains",
      );
    }
  });
});
