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

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");

/** A keyed hash (HMAC-SHA-256, hex): without the secret, nobody can compute or reverse it. */
export type KeyedHash = (text: string) => Promise<string>;

export async function keyedHash(secret: string): Promise<KeyedHash> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return async (text) =>
    hex(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

/**
 * The part of an address that names one client: an IPv4 address whole
 * (also when written as IPv6), an IPv6 address by its /64 network, which
 * one household or server gets whole, so rotating within it changes nothing.
 */
export function addressGroup(address: string) {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(":")) return bare;
  const [head = "", tail = ""] = bare.split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = bare.includes("::") ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Stored instead of the address itself: a keyed hash of the client's
 * address group, enough to count recent enquiries, never to recover it.
 */
export const clientHash = (hash: KeyedHash, address: string) =>
  hash(`client:${addressGroup(address)}`);

/** The host the visitor's browser addressed. */
export function expectedHost(c: Context, trustProxy: boolean) {
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

/** An `Origin` header naming this host (Hono's CSRF check asks this). */
export function isOwnOrigin(origin: string, c: Context, trustProxy: boolean) {
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
