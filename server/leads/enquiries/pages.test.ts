import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadServicePages, withLeadService } from "./pages";
import { tempDir } from "../../../test/server/testing";
import { request } from "../../../scripts/server/testServer";

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><form class="f" novalidate="" data-lead-form="" aria-labelledby="h"><input name="name"/><noscript><p class="n" data-no-script-note="">This form needs JavaScript to send. Reach us directly instead: <a href="tel:+91">+91</a>.</p></noscript></form><form role="search"></form><noscript><div class="legal">Terms</div></noscript></body></html>`;

describe("pages served with the lead service on", () => {
  it("name the endpoint in a meta tag and make the contact form post to it", () => {
    const marked = withLeadService(page);
    expect(marked).toContain(
      '<head><meta name="lead-service" content="/api/contact">',
    );
    expect(marked).toContain(
      '<form method="post" action="/api/contact" class="f" novalidate="" data-lead-form=""',
    );
    expect(withLeadService(page, "/api/contact", "/a?b&c")).toContain(
      'action="/api/contact?from=%2Fa%3Fb%26c"',
    );
    // Other forms are left alone.
    expect(marked).toContain('<form role="search">');
  });

  it("take out the note that the form needs JavaScript, and no other <noscript>", () => {
    expect(page).toContain("needs JavaScript");
    const marked = withLeadService(page);
    expect(marked).not.toContain("needs JavaScript");
    expect(marked).not.toContain("data-no-script-note");
    // The element stays, empty, for React to hydrate.
    expect(marked).toContain(
      '<input name="name"/><noscript></noscript></form>',
    );
    expect(marked).toContain(
      '<noscript><div class="legal">Terms</div></noscript>',
    );
  });

  describe("served from memory", () => {
    const temp = tempDir();
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      mkdirSync(join(temp.dir, "portfolio"));
      writeFileSync(join(temp.dir, "index.html"), page);
      writeFileSync(join(temp.dir, "portfolio", "index.html"), page);
      const serve = leadServicePages(temp.dir, { "X-Frame-Options": "DENY" });
      server = createServer((req, res) => {
        if (!serve(req, res)) res.writeHead(599).end();
      });
      await new Promise<void>((resolve) =>
        server.listen(0, "127.0.0.1", resolve),
      );
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => {
      server.close();
      temp.remove();
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      request(port, path, { headers });

    it("with the page headers, compressed, revalidated by ETag", async () => {
      const response = await get("/portfolio", { "Accept-Encoding": "br" });
      expect(response.status).toBe(200);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(response.bytes).toString()).toContain(
        'name="lead-service"',
      );
      const again = await get("/portfolio/", {
        "If-None-Match": String(response.headers.etag),
      });
      expect(again.status).toBe(304);
      // Each page's form names the page, for the enquiry's attribution.
      expect((await get("/")).body).toContain('action="/api/contact?from=%2F"');
      expect((await get("/portfolio")).body).toContain(
        'action="/api/contact?from=%2Fportfolio%2F"',
      );
      // Anything else is left to the static server.
      expect((await get("/nope")).status).toBe(599);
      expect((await get("/assets/x.js")).status).toBe(599);
    });
  });
});
