import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { CONTACT_PATH, SENT_FROM_PARAM } from "./contact";

/** The marker the browser reads to learn that the service is on. */
export const LEAD_SERVICE_META = "lead-service";

/**
 * A prerendered page as served with the service on: a `<meta>` naming the
 * endpoint (the browser's code reads it), and the contact form posting to
 * the service, so it works without JavaScript too; its action names the
 * page (`page`, when known), so an enquiry sent without JavaScript still
 * records where it was sent from; the form's note that it needs JavaScript
 * (true only on a static host) is taken out of its `<noscript>`.
 */
export function withLeadService(
  html: string,
  endpoint = CONTACT_PATH,
  page?: string,
): string {
  const meta = `<meta name="${LEAD_SERVICE_META}" content="${endpoint}">`;
  // URLSearchParams encodes `"`, `&`, `<` and `>`: safe in the attribute.
  const action = page
    ? `${endpoint}${endpoint.includes("?") ? "&" : "?"}${new URLSearchParams({ [SENT_FROM_PARAM]: page })}`
    : endpoint;
  return html
    .replace(/<head>/i, `<head>${meta}`)
    .replace(
      /<form\b([^>]*\bdata-lead-form\b[^>]*)>/gi,
      (_tag, attributes: string) => {
        const rest = attributes.replace(/\s(?:method|action)="[^"]*"/gi, "");
        return `<form method="post" action="${action}"${rest}>`;
      },
    )
    .replace(
      /<noscript>((?:(?!<\/noscript>)[\s\S])*)<\/noscript>/gi,
      // Emptied, not removed: React hydrates the <noscript> element itself
      // (ignoring what is inside), so taking it out fails hydration (#418).
      (whole, inner: string) =>
        /\bdata-no-script-note\b/.test(inner) ? "<noscript></noscript>" : whole,
    );
}

/** The page a static host serves for paths that have no file. */
const FALLBACK = "/__spa-fallback.html";

type Page = { html: Buffer; br: Buffer; gzip: Buffer; etag: string };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The URL paths a static server answers with this file. */
function urlPaths(file: string): string[] {
  const path = `/${file.split(sep).join("/")}`;
  if (!path.endsWith("/index.html")) return [path];
  const dir = path.slice(0, -"index.html".length);
  return dir === "/" ? ["/", path] : [dir.slice(0, -1), dir, path];
}

/**
 * The path a page is known by (`/`, `/portfolio/`), from its file relative
 * to the client build; none for the fallback, which stands for any URL.
 */
export function pagePathOf(file: string): string | undefined {
  const paths = urlPaths(file);
  if (paths[0] === FALLBACK) return undefined;
  return paths.length === 3 ? paths[1] : paths[0];
}

/** Every prerendered page's URL paths (`/portfolio`, `/portfolio/`, …). */
export function prerenderedPaths(clientDir: string): string[] {
  return htmlFiles(clientDir).flatMap((file) =>
    urlPaths(relative(clientDir, file)),
  );
}

/**
 * Every prerendered page, marked for the service, compressed once at start.
 * `serve` answers a GET or HEAD for one of them and says whether it did.
 */
export function leadServicePages(
  clientDir: string,
  headers: Record<string, string>,
) {
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(clientDir)) {
    const html = Buffer.from(
      withLeadService(
        readFileSync(file, "utf8"),
        CONTACT_PATH,
        pagePathOf(relative(clientDir, file)),
      ),
    );
    const page: Page = {
      html,
      br: brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    };
    for (const path of urlPaths(relative(clientDir, file)))
      pages.set(path, page);
  }

  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    // Unknown pages get the marked not-found page too (it sends the visitor
    // home in the browser), so an enquiry written after it still arrives.
    const isPagePath =
      !pathname.startsWith("/assets/") && !/\.[a-z0-9]+$/i.test(pathname);
    const page =
      pages.get(pathname) ?? (isPagePath ? pages.get(FALLBACK) : undefined);
    if (!page) return false;
    for (const [name, value] of Object.entries(headers))
      res.setHeader(name, value);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [page.br, "br"]
      : /\bgzip\b/.test(accepts)
        ? [page.gzip, "gzip"]
        : [page.html, undefined];
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.byteLength);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
