import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { startLeadsNode } from "../server/leads/node";
import { cacheControl, parseHeadersFile } from "./headers";

const clientDir = join(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const headersPath = join(clientDir, "_headers");
if (!existsSync(headersPath)) {
  console.error(`No build at ${clientDir}: run npm run build first.`);
  process.exit(1);
}
// The build's own headers (CSP hashes and endpoint origins included), less
// caching, which depends on the path.
const headers = parseHeadersFile(readFileSync(headersPath, "utf8"));
delete headers["Cache-Control"];

const assets = sirv(clientDir, {
  etag: true,
  brotli: true,
  gzip: true,
  single: "__spa-fallback.html",
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControl(pathname));
    for (const [name, value] of Object.entries(headersFor(pathname))) {
      res.setHeader(name, value);
    }
  },
});

const fallback = join(clientDir, "__spa-fallback.html");

// With LEADS_DATABASE_URL set, the lead service answers /api/* and /studio*
// and serves the pages marked so the contact form posts to it.
const leads = await startLeadsNode({ clientDir, pageHeaders: headers });

/**
 * Hashed assets (scripts, styles, fonts, images) are never documents: the
 * page-level policies mean nothing on them, and the CSP alone, with its
 * script hashes, would add about a kilobyte to every response.
 */
function headersFor(pathname: string): Record<string, string> {
  if (!pathname.startsWith("/assets/")) return headers;
  const nosniff = headers["X-Content-Type-Options"];
  return nosniff ? { "X-Content-Type-Options": nosniff } : {};
}

const server = createServer((req, res) => {
  try {
    // Malformed escapes (`/%E0%A4%`) make the path undecodable: serve the app,
    // which redirects home, instead of failing the request.
    decodeURIComponent(req.url ?? "/");
  } catch {
    req.url = "/__spa-fallback.html";
  }
  if (leads?.handle(req, res)) return;
  assets(req, res, () => {
    res.statusCode = 404;
    res.end(`Not found. Is ${fallback} built?`);
  });
});

server.listen(port, host, () => {
  console.log(`Serving build/client at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () =>
    server.close(
      () => void Promise.resolve(leads?.close()).finally(() => process.exit(0)),
    ),
  );
}
