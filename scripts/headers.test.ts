import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControl,
  connectOrigins,
  contentSecurityPolicy,
  headersFile,
  IMMUTABLE,
  inlineScriptHashes,
  inlineStyleHashes,
  parseHeadersFile,
  REVALIDATE,
  securityHeaders,
  styleSource,
} from "./headers";
import { headerProblems } from "./headerCheck";

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
    // Hosts join the headers of every matching block: a page-wide
    // Cache-Control would be appended to the assets' one.
    expect(text.match(/Cache-Control/g)).toHaveLength(1);
  });
});

describe("parseHeadersFile", () => {
  it("reads back the headers written for every path", () => {
    const written = securityHeaders(
      "default-src 'self'; connect-src 'self' https://forms.example.net",
    );
    const read = parseHeadersFile(headersFile(written));
    expect(read).toEqual(written);
  });
});

describe("the page headers the build writes", () => {
  const policy = contentSecurityPolicy(["'sha256-abc'"], [], {
    styleAttributes: ["'sha256-def'"],
  });
  const lowerCased = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
  const written = lowerCased(
    parseHeadersFile(headersFile(securityHeaders(policy))),
  );

  it("pass the header check, TLS included", () => {
    expect(headerProblems(written, { isTls: true })).toEqual([]);
  });

  const weakenings: [string, Record<string, string | undefined>][] = [
    ["no CSP", { "content-security-policy": undefined }],
    [
      "inline styles allowed",
      {
        "content-security-policy": policy.replace(
          "style-src 'self'",
          "style-src 'self' 'unsafe-inline'",
        ),
      },
    ],
    [
      "inline scripts allowed",
      {
        "content-security-policy": policy.replace(
          "script-src 'self'",
          "script-src 'self' 'unsafe-inline'",
        ),
      },
    ],
    [
      "framing allowed",
      {
        "content-security-policy": policy.replace(
          "frame-ancestors 'none'",
          "frame-ancestors *",
        ),
      },
    ],
    ["no X-Frame-Options", { "x-frame-options": undefined }],
    ["no nosniff", { "x-content-type-options": undefined }],
    ["a leaky referrer policy", { "referrer-policy": "unsafe-url" }],
    ["no CORP", { "cross-origin-resource-policy": undefined }],
    ["a cross-origin CORP", { "cross-origin-resource-policy": "cross-origin" }],
    ["no COOP", { "cross-origin-opener-policy": undefined }],
    ["no HSTS", { "strict-transport-security": undefined }],
    [
      "a short HSTS",
      { "strict-transport-security": "max-age=86400; includeSubDomains" },
    ],
    [
      "HSTS without subdomains",
      { "strict-transport-security": "max-age=63072000" },
    ],
  ];
  for (const [label, change] of weakenings) {
    it(`fail the header check with ${label}`, () => {
      expect(
        headerProblems({ ...written, ...change }, { isTls: true }),
      ).not.toEqual([]);
    });
  }

  it("send HSTS for two years with subdomains and CORP same-origin", () => {
    expect(written["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(written["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("inline style hashes", () => {
  it("hashes style attributes as the browser reads them, and style elements", () => {
    const html =
      '<div style="outline:none"></div><p style="font-family:&quot;x&quot;">a</p><style>p{color:red}</style>';
    const hash = (text: string) =>
      `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineStyleHashes(html)).toEqual({
      elements: [hash("p{color:red}")],
      attributes: [hash("outline:none"), hash('font-family:"x"')],
    });
  });

  it("allows exactly the hashed attributes, never 'unsafe-inline'", () => {
    expect(styleSource([], [])).toBe("style-src 'self'");
    expect(styleSource(["'sha256-a'"], ["'sha256-b'"])).toBe(
      "style-src 'self' 'sha256-a' 'unsafe-hashes' 'sha256-b'",
    );
  });
});
