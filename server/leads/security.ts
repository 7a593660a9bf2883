import type { Context } from "hono";

const encoder = new TextEncoder();

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Compares two secrets in time that does not depend on where they differ:
 * both are hashed to 32 bytes first, so their lengths leak nothing either.
 */
export async function secretsMatch(given: string, expected: string) {
  const [a, b] = await Promise.all(
    [given, expected].map((text) =>
      crypto.subtle.digest("SHA-256", encoder.encode(text)),
    ),
  );
  const left = new Uint8Array(a as ArrayBuffer);
  const right = new Uint8Array(b as ArrayBuffer);
  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  }
  return difference === 0;
}

/** A random token for cookies and forms, URL-safe. */
export function randomToken(bytes = 32) {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Who is asking: the socket's peer, or, only when the service is told it
 * sits behind a proxy, the last address that proxy appended to
 * `X-Forwarded-For` (earlier entries are whatever the client claimed).
 */
export function clientAddress(
  c: Context,
  trustProxy: boolean,
  remoteAddress: (c: Context) => string | undefined,
) {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return remoteAddress(c) ?? "unknown";
}

/** Stored instead of the address itself: enough to count, not to identify. */
export const clientHash = (address: string) =>
  sha256Hex(`kalam-leads:${address}`);

/** The host the visitor's browser addressed. */
function expectedHost(c: Context, trustProxy: boolean) {
  const forwardedHost = trustProxy
    ? c.req.header("x-forwarded-host")
    : undefined;
  return (
    forwardedHost?.split(",")[0]?.trim() ||
    c.req.header("host") ||
    new URL(c.req.url).host
  );
}

/**
 * A change comes from our own pages: the browser's `Origin` names this
 * host, and the fetch metadata, where sent, does not say cross-site.
 */
export function isSameOrigin(c: Context, trustProxy: boolean) {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host === expectedHost(c, trustProxy);
  } catch {
    return false;
  }
}

/** localhost is the only place a session cookie may travel without TLS. */
export function isLocalHost(c: Context, trustProxy: boolean) {
  const hostname = new URL(`http://${expectedHost(c, trustProxy)}`).hostname;
  return ["localhost", "127.0.0.1", "[::1]", "::1"].includes(hostname);
}
