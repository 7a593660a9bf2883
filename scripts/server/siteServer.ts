import { readFile } from "node:fs/promises";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import sirv from "sirv";
import { HTTP_SERVER_OPTIONS } from "../../server/leads/host/httpDeadlines";
import { cacheControl, REVALIDATE } from "../headers";
import { sanitizeRange } from "./range";

/**
 * Answers the request and returns true, or returns false to let the static
 * files answer it. Runs before the method check, so it may accept `POST`.
 */
export type AppHandler = (
  req: IncomingMessage,
  res: ServerResponse,
) => boolean | Promise<boolean>;

export type SiteServerOptions = {
  /** The build's `client` folder. */
  clientDir: string;
  /** The page headers the build wrote to `_headers` (its `/*` block). */
  headers: Record<string, string>;
  /** A service that answers some paths itself (the lead service). */
  appHandler?: AppHandler;
  /**
   * The site is only reached over HTTPS (a TLS proxy in front): send
   * `Strict-Transport-Security` on every response, not only on TLS sockets.
   */
  isBehindTls?: boolean;
};

export const NOT_FOUND_PAGE = "__spa-fallback.html";
const HSTS = "Strict-Transport-Security";
const ALLOWED_METHODS = "GET, HEAD";

/**
 * The site's static server: the build's files with their headers, the
 * prerendered not-found page for unknown pages, and nothing else. Any error
 * while answering one request ends that request, never the process.
 */
export function createSiteServer({
  clientDir,
  headers,
  appHandler,
  isBehindTls = false,
}: SiteServerOptions): Server {
  const pageHeaders = { ...headers };
  const hsts = pageHeaders[HSTS];
  delete pageHeaders[HSTS];
  // Caching depends on the path (cacheControl), never on the file's block.
  delete pageHeaders["Cache-Control"];
  // Hashed assets are never documents: the page policies mean nothing on
  // them, and the CSP with its script hashes would add a kilobyte to each.
  const assetHeaders = pick(pageHeaders, [
    "X-Content-Type-Options",
    "Cross-Origin-Resource-Policy",
  ]);

  function transportHeaders(req: IncomingMessage): Record<string, string> {
    const isTls = "encrypted" in req.socket && req.socket.encrypted === true;
    return hsts && (isTls || isBehindTls) ? { [HSTS]: hsts } : {};
  }

  const files = sirv(clientDir, {
    // Looks each file up when asked, so a rebuild under a running server
    // serves the new files instead of failing on the old ones.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
      const extra = pathname.startsWith("/assets/")
        ? assetHeaders
        : pageHeaders;
      for (const [name, value] of Object.entries(extra)) {
        res.setHeader(name, value);
      }
    },
  });

  function sendText(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      ...pageHeaders,
      ...transportHeaders(req),
      ...extra,
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
    });
    res.end(req.method === "HEAD" ? undefined : text);
  }

  /**
   * The prerendered not-found page (a link home; the app redirects home).
   * Sent with 200, as static hosts' SPA fallback is: a 404 status makes the
   * browser log an error for the page the app is about to leave.
   */
  async function sendNotFoundPage(req: IncomingMessage, res: ServerResponse) {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const path = join(clientDir, NOT_FOUND_PAGE);
    const variants: [string, string | null][] = [
      ...(/\bbr\b/.test(accepts) ? [[".br", "br"] as [string, string]] : []),
      ...(/\bgzip\b/.test(accepts)
        ? [[".gz", "gzip"] as [string, string]]
        : []),
      ["", null],
    ];
    for (const [suffix, encoding] of variants) {
      let body: Buffer;
      try {
        body = await readFile(path + suffix);
      } catch {
        continue;
      }
      res.writeHead(200, {
        ...pageHeaders,
        ...transportHeaders(req),
        "Cache-Control": REVALIDATE,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        Vary: "Accept-Encoding",
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    sendText(req, res, 404, "Not found");
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // On every answer, the lead service's (/studio, /api/*) included.
    for (const [name, value] of Object.entries(transportHeaders(req))) {
      res.setHeader(name, value);
    }
    if (appHandler && (await appHandler(req, res))) return;

    if (req.method !== "GET" && req.method !== "HEAD") {
      sendText(req, res, 405, "Method not allowed", { Allow: ALLOWED_METHODS });
      return;
    }

    let pathname: string;
    try {
      pathname = decodeURIComponent(
        new URL(req.url ?? "/", "http://x").pathname,
      );
    } catch {
      // Undecodable escapes (`/%E0%A4%`): an unknown page.
      await sendNotFoundPage(req, res);
      return;
    }
    // Dotfiles, NUL bytes and the host's own headers file are never served.
    if (/(^|\/)\.|\0/.test(pathname) || pathname === "/_headers") {
      sendText(req, res, 404, "Not found");
      return;
    }

    const range = sanitizeRange(req.headers.range);
    if (range === null) delete req.headers.range;
    else if (range !== undefined) req.headers.range = range;

    files(req, res, () => {
      // No file: a missing asset (or any path with an extension) is a plain
      // 404, never the app's HTML; anything else is an unknown page.
      const isFile =
        pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(pathname);
      if (isFile) sendText(req, res, 404, "Not found");
      else void sendNotFoundPage(req, res).catch(() => fail(res));
    });
  }

  function fail(res: ServerResponse) {
    if (!res.headersSent) {
      res.writeHead(500, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end("Server error");
    } else {
      res.destroy();
    }
  }

  return createServer(HTTP_SERVER_OPTIONS, (req, res) => {
    // sirv pipes a file stream into the response without an error handler:
    // a file that vanished mid-request would otherwise kill the process.
    res.on("pipe", (source: Readable) => {
      source.on("error", () => fail(res));
    });
    handle(req, res).catch(() => fail(res));
  });
}

function pick(
  from: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(from).filter(([name]) => names.includes(name)),
  );
}
