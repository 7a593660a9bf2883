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

/** The hashes of every inline script the framework wrote into the build. */
export function collectScriptHashes(clientDir: string): string[] {
  const all = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) {
      all.add(hash);
    }
  }
  return [...all].sort();
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

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  extraConnect: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
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
  };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Hashed build assets never change; everything else revalidates. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
}

/** The same headers in the `_headers` format that static hosts read. */
export function headersFile(headers: Record<string, string>): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push(`  Cache-Control: ${REVALIDATE}`, "", "/assets/*");
  lines.push(`  Cache-Control: ${IMMUTABLE}`, "");
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
