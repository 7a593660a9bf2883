import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every `.html` file below `dir`. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFiles(path));
    else if (entry.name.endsWith(".html")) found.push(path);
  }
  return found.sort();
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions for each inline script in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (!body) continue;
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
};

/** An attribute value as the browser reads it (the CSP hashes that). */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (entity, name: string) => {
      if (name[0] === "#") {
        const isHex = name[1] === "x" || name[1] === "X";
        return String.fromCodePoint(
          parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10),
        );
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    },
  );
}

/**
 * CSP source expressions for a page's inline styles: `<style>` elements
 * (`elements`) and `style` attributes (`attributes`, which need
 * `'unsafe-hashes'`). Prerendered React components (Radix tabs among them)
 * write a few style attributes; hashing them keeps `'unsafe-inline'` out.
 */
export function inlineStyleHashes(html: string): {
  elements: string[];
  attributes: string[];
} {
  const elements = [...html.matchAll(INLINE_STYLE)]
    .map((match) => match[1] ?? "")
    .filter(Boolean)
    .map(sha256);
  const attributes = [...html.matchAll(STYLE_ATTRIBUTE)].map((match) =>
    sha256(decodeAttribute(match[1] ?? "")),
  );
  return { elements, attributes };
}

export type BuildHashes = {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
};

/** The hashes of every inline script and style written into the build. */
export function collectHashes(clientDir: string): BuildHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    for (const hash of inlineScriptHashes(html)) scripts.add(hash);
    const { elements, attributes } = inlineStyleHashes(html);
    for (const hash of elements) styles.add(hash);
    for (const hash of attributes) styleAttributes.add(hash);
  }
  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: [...styleAttributes].sort(),
  };
}

/** Origins the site may call at run time, from the build's environment. */
export function connectOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins: string[] = [];
  for (const key of ["VITE_CONTACT_ENDPOINT", "VITE_ASSISTANT_ENDPOINT"]) {
    const value = env[key];
    if (!value) continue;
    try {
      origins.push(new URL(value).origin);
    } catch {
      // An invalid endpoint is reported by the build; it adds no origin.
    }
  }
  return origins;
}

/**
 * `style-src` for the build's inline styles: element hashes as they are,
 * attribute hashes behind `'unsafe-hashes'` (which allows exactly those
 * attribute values, nothing else inline).
 */
export function styleSource(
  styles: readonly string[] = [],
  styleAttributes: readonly string[] = [],
): string {
  const attributes =
    styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributes] : [];
  return ["style-src 'self'", ...styles, ...attributes].join(" ");
}

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  extraConnect: readonly string[] = [],
  styles: { styles?: string[]; styleAttributes?: string[] } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    styleSource(styles.styles, styles.styleAttributes),
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...extraConnect].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    // Browsers ignore it over plain HTTP; the Node server sends it only over
    // TLS (or behind it, BEHIND_HTTPS=1).
    "Strict-Transport-Security": HSTS,
  };
}

export const HSTS = "max-age=63072000; includeSubDomains";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Hashed build assets never change; everything else revalidates. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
}

/**
 * The same headers in the `_headers` format that static hosts read. Hosts
 * merge every block that matches a path and join repeated headers with a
 * comma, so `Cache-Control` is set only for `/assets/*`: pages keep the
 * host's default, which revalidates (`public, max-age=0, must-revalidate`
 * on Netlify and Cloudflare Pages).
 */
export function headersFile(headers: Record<string, string>): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push("", "/assets/*", `  Cache-Control: ${IMMUTABLE}`, "");
  return lines.join("\n");
}

/**
 * The headers a `_headers` file sets for every path (its `/*` block), so the
 * server sends exactly what the build wrote for static hosts.
 */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === "/*";
      continue;
    }
    if (!inAllPaths) continue;
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
