import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePort } from "../../scripts/server/checkBuild";

/*
 * deploy/Caddyfile cannot be run here (Caddy is not packaged for this
 * machine's distribution): its content is checked instead against what
 * the service needs, which server/leads/nginx.test.ts proves with a real
 * nginx. Caddy's reverse_proxy sends the visitor's Host unchanged and sets
 * X-Forwarded-For/-Host/-Proto itself, replacing a visitor's own unless
 * trusted_proxies names the visitor; so the file must keep those defaults.
 */

const root = join(import.meta.dirname, "..", "..");
const read = (name: string) => readFileSync(join(root, "deploy", name), "utf8");
/** The lines Caddy reads: comments and blank lines dropped. */
const directives = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean);

describe("deploy/Caddyfile", () => {
  const caddyfile = read("Caddyfile");
  const lines = directives(caddyfile);
  const defaultPort = (() => {
    const parsed = parsePort(undefined);
    return "port" in parsed ? parsed.port : NaN;
  })();

  it("serves the site's name with Caddy's automatic TLS, proxied to npm start's default address", () => {
    const siteBlock = lines.indexOf("example.in {");
    expect(siteBlock).toBeGreaterThanOrEqual(0);
    const end = lines.indexOf("}", siteBlock);
    const inside = lines.slice(siteBlock + 1, end);
    expect(inside).toContain(`reverse_proxy 127.0.0.1:${defaultPort}`);
    // No http:// site address or tls off: Caddy gets the certificate.
    expect(lines.join("\n")).not.toMatch(/http:\/\/|tls\s+off|auto_https/);
  });

  it("keeps the headers the service relies on as Caddy sends them", () => {
    const text = lines.join("\n");
    // Changing Host breaks the origin check; changing or trusting
    // X-Forwarded-For lets a visitor choose the address that is limited.
    expect(text).not.toMatch(/header_up\s+[-+]?(Host|X-Forwarded-\w+)\b/i);
    expect(text).not.toMatch(/trusted_proxies/);
  });

  it("names the settings npm start needs behind it, as deploy/nginx.conf does", () => {
    for (const file of [caddyfile, read("nginx.conf")]) {
      expect(file).toContain(`HOST=127.0.0.1 PORT=${defaultPort}`);
      expect(file).toContain("LEADS_TRUST_PROXY=1");
      expect(file).toContain("BEHIND_HTTPS=1");
    }
  });
});
