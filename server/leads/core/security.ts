import type { Context } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";

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

/** Headers a reverse proxy adds; a browser never sends them itself. */
const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "forwarded",
];

/**
 * Whether the socket's peer may be a proxy whose X-Forwarded-For is read:
 * only with LEADS_TRUST_PROXY set, and only from this machine or a private
 * network (a proxy's place). A client on the internet that adds the header
 * itself is never believed, even when the setting is on by mistake.
 */
export function isTrustedProxy(
  c: Context,
  trustProxy: boolean,
  remoteAddress: (c: Context) => string | undefined,
) {
  const peer = remoteAddress(c);
  return trustProxy && peer !== undefined && isPrivateAddress(peer);
}

/**
 * Who is asking: the socket's peer, or, only behind a trusted proxy (see
 * isTrustedProxy), the last address that proxy appended to
 * `X-Forwarded-For` (earlier entries are whatever the client claimed).
 */
export function clientAddress(
  c: Context,
  trustProxy: boolean,
  remoteAddress: (c: Context) => string | undefined,
) {
  if (isTrustedProxy(c, trustProxy, remoteAddress)) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return remoteAddress(c) ?? "unknown";
}

/**
 * Why every visitor would share one address, or null: requests come from
 * a proxy on this machine or a private network (it adds forwarding
 * headers, or asks for the site's name rather than this machine's), and
 * either LEADS_TRUST_PROXY is unset or the proxy sends no X-Forwarded-For.
 * Per-visitor limits keyed on that address would be site-wide limits.
 */
export function sharedAddressProblem(
  c: Context,
  trustProxy: boolean,
  remoteAddress: (c: Context) => string | undefined,
): string | null {
  const peer = remoteAddress(c);
  if (peer === undefined || !isPrivateAddress(peer)) return null;
  const peerName = peer.replace(/^::ffff:/i, "");
  // A request from this machine that names it (a health check, curl on
  // the server) is one visitor, not a proxy's: nothing to say.
  const isProxied =
    FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined) ||
    !isMachineHost(c.req.header("host") ?? "localhost");
  if (!isProxied) return null;
  if (trustProxy) {
    if (c.req.header("x-forwarded-for")) return null;
    return `LEADS_TRUST_PROXY is set, but the proxy at ${peerName} sends no X-Forwarded-For, so every visitor arrives with its address: per-visitor limits are off (the site-wide ceiling still holds) until it does. nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; (see deploy/nginx.conf).`;
  }
  return `Every request reaches the service through a proxy at ${peerName}, and LEADS_TRUST_PROXY is unset, so every visitor arrives with the proxy's address: per-visitor limits are off (the site-wide ceiling still holds). Set LEADS_TRUST_PROXY=1 and have the proxy send X-Forwarded-For (deploy/nginx.conf, deploy/Caddyfile), then restart.`;
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

/**
 * The host the visitor's browser addressed. `fromTrustedProxy` is
 * isTrustedProxy for this request: an X-Forwarded-Host is read only from a
 * proxy the service was told to trust, never from a client that wrote it.
 */
export function expectedHost(c: Context, fromTrustedProxy: boolean) {
  const forwardedHost = fromTrustedProxy
    ? c.req.header("x-forwarded-host")
    : undefined;
  return (
    forwardedHost?.split(",")[0]?.trim() ||
    c.req.header("host") ||
    new URL(c.req.url).host
  );
}

/** An address on this machine or a private network: where a proxy sits. */
export function isPrivateAddress(address: string) {
  const ip = address.replace(/^::ffff:/i, "").toLowerCase();
  return (
    /^127\./.test(ip) ||
    ip === "::1" ||
    /^10\./.test(ip) ||
    /^192\.168\./.test(ip) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
    /^f[cd][0-9a-f]{2}:/.test(ip) ||
    /^fe80:/.test(ip)
  );
}

/** A Host that names this machine rather than the site (a proxy's default). */
function isMachineHost(host: string) {
  const hostname = host.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  return (
    hostname === "localhost" ||
    /^[\d.]+$/.test(hostname) ||
    hostname.includes(":")
  );
}

export type OriginProblem = { kind: string; reason: string };

/**
 * Why a change does not come from our own pages, or null when it does: the
 * browser's `Origin` names this host, and the fetch metadata, where sent,
 * does not say cross-site. The host is the one the visitor's browser
 * addressed (expectedHost), its X-Forwarded-Host read only from a trusted
 * proxy (isTrustedProxy, with LEADS_TRUST_PROXY and the socket's peer). The
 * reason is for the log: where the page's host and the host asked for
 * differ because a proxy in front did not pass the Host on, it says what to
 * set.
 */
export function originProblem(
  c: Context,
  trustProxy: boolean,
  remoteAddress: (c: Context) => string | undefined,
): OriginProblem | null {
  const fromTrustedProxy = isTrustedProxy(c, trustProxy, remoteAddress);
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    return {
      kind: "cross-site",
      reason: `the browser says the request came from another site (Sec-Fetch-Site: ${site.slice(0, 20)})`,
    };
  }
  const origin = c.req.header("origin");
  if (!origin || origin === "null") {
    return {
      kind: "no-origin",
      reason: "no Origin header: not sent by a browser from the site's page",
    };
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return { kind: "no-origin", reason: "an Origin header that is not a URL" };
  }
  const host = expectedHost(c, fromTrustedProxy);
  if (originHost === host) return null;
  // The browser calls it its own page, while the host asked for is this
  // machine's: a proxy in front replaced the Host.
  if (
    site === "same-origin" &&
    isMachineHost(host) &&
    !isMachineHost(originHost)
  ) {
    return {
      kind: "proxy-host",
      reason: fromTrustedProxy
        ? `the page is at ${originHost.slice(0, 100)} but the proxy in front asked for ${host.slice(0, 100)} and sent no X-Forwarded-Host: set the proxy to pass the visitor's Host (nginx: proxy_set_header Host $http_host; see deploy/nginx.conf)`
        : `the page is at ${originHost.slice(0, 100)} but the proxy in front asked for ${host.slice(0, 100)}: set the proxy to pass the visitor's Host (nginx: proxy_set_header Host $http_host; see deploy/nginx.conf)`,
    };
  }
  return {
    kind: "other-origin",
    reason: `a page at ${originHost.slice(0, 100)} posted to ${host.slice(0, 100)}`,
  };
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

/**
 * Hono's CSRF check (Origin or Sec-Fetch-Site) as a yes or no: whether a
 * post came from the site's own pages.
 */
export function ownPagesCheck(isFromProxy: (c: Context) => boolean) {
  const originCheck = csrf({
    origin: (origin, c) => isOwnOrigin(origin, c, isFromProxy(c)),
  });
  return async (c: Context) => {
    let passed = false;
    try {
      await originCheck(c, async () => {
        passed = true;
      });
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) return false;
      throw error;
    }
    return passed;
  };
}
