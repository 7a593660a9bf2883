import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  cacheControl,
  collectScriptHashes,
  connectOrigins,
  contentSecurityPolicy,
  securityHeaders,
} from "./headers";

const clientDir = join(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const headers = securityHeaders(
  contentSecurityPolicy(collectScriptHashes(clientDir), connectOrigins()),
);

const assets = sirv(clientDir, {
  etag: true,
  brotli: true,
  gzip: true,
  single: "__spa-fallback.html",
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControl(pathname));
    for (const [name, value] of Object.entries(headers)) {
      res.setHeader(name, value);
    }
  },
});

const fallback = join(clientDir, "__spa-fallback.html");

const server = createServer((req, res) => {
  try {
    // Malformed escapes (`/%E0%A4%`) make the path undecodable: serve the app,
    // which redirects home, instead of failing the request.
    decodeURIComponent(req.url ?? "/");
  } catch {
    req.url = "/__spa-fallback.html";
  }
  assets(req, res, () => {
    res.statusCode = 404;
    res.end(`Not found. Is ${fallback} built?`);
  });
});

server.listen(port, host, () => {
  console.log(`Serving build/client at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
