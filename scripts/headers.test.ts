import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControl,
  connectOrigins,
  contentSecurityPolicy,
  headersFile,
  IMMUTABLE,
  inlineScriptHashes,
  parseHeadersFile,
  REVALIDATE,
  securityHeaders,
} from "./headers";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const body = 'window.__ctx = {"a":1};';
    const html = `<script>${body}</script><script type="module" src="/assets/app.js"></script>`;
    const expected = createHash("sha256").update(body).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and the listed hashes", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });

  it("lets the site call a configured delivery endpoint's origin", () => {
    const origins = connectOrigins({
      VITE_CONTACT_ENDPOINT: "https://forms.example.net/f/abc?x=1",
      VITE_ASSISTANT_ENDPOINT: "not a url",
    });
    expect(origins).toEqual(["https://forms.example.net"]);
    expect(contentSecurityPolicy([], origins)).toContain(
      "connect-src 'self' https://forms.example.net",
    );
  });
});

describe("caching and the _headers file", () => {
  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControl("/assets/entry.client-abc123.js")).toBe(IMMUTABLE);
    expect(cacheControl("/portfolio/")).toBe(REVALIDATE);
    expect(cacheControl("/og-image.png")).toBe(REVALIDATE);
  });

  it("writes every security header for all paths", () => {
    const text = headersFile(securityHeaders("default-src 'self'"));
    expect(text).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'/,
    );
    for (const name of [
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy:",
      "Permissions-Policy:",
      "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
    ]) {
      expect(text).toContain(name);
    }
  });
});

describe("parseHeadersFile", () => {
  it("reads back the headers written for every path", () => {
    const written = securityHeaders(
      "default-src 'self'; connect-src 'self' https://forms.example.net",
    );
    const read = parseHeadersFile(headersFile(written));
    expect(read).toEqual({ ...written, "Cache-Control": REVALIDATE });
  });
});
