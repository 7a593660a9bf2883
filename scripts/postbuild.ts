import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { placeholderFields, site } from "../app/content/site";
import {
  collectScriptHashes,
  connectOrigins,
  contentSecurityPolicy,
  headersFile,
  htmlFiles,
  securityHeaders,
} from "./headers";
import { withLeadService } from "../server/leads/pages";
import { precompress } from "./precompress";
import { stripModulePreloads } from "./preloads";
import {
  headProblems,
  readHead,
  robotsTxt,
  sitemapUrls,
  sitemapXml,
} from "./seoFiles";

const clientDir = join(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

const placeholders = placeholderFields
  .filter(([, isPlaceholder]) => isPlaceholder)
  .map(([name]) => name);
if (placeholders.length > 0) {
  console.warn(
    `\n⚠ Site config still has placeholder ${placeholders.join(", ")}: edit app/content/site.ts before you launch.\n`,
  );
}

// 1. Prerendered pages: fewer high-priority requests before the first paint.
const pages = htmlFiles(clientDir).filter(
  (file) => !file.endsWith("__spa-fallback.html"),
);
// With LEADS_SERVERLESS set, a platform function runs the lead service on
// this origin: the pages are marked for it now, as `npm start` marks them
// when it serves them.
const isLeadServiceDeploy = !!process.env.LEADS_SERVERLESS;
for (const file of [...pages, join(clientDir, "__spa-fallback.html")]) {
  const html = readFileSync(file, "utf8");
  let stripped = stripModulePreloads(html);
  if (isLeadServiceDeploy) stripped = withLeadService(stripped);
  if (stripped !== html) writeFileSync(file, stripped);
}

// 2. Every page must carry its own metadata, or the build fails naming it.
const heads = pages.map((file) =>
  readHead(relative(clientDir, file), readFileSync(file, "utf8")),
);
const problems = heads.flatMap(headProblems);
if (problems.length > 0) {
  console.error(`\nMetadata problems:\n  ${problems.join("\n  ")}\n`);
  process.exit(1);
}

// 3. Crawler files from what was actually prerendered.
writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(sitemapUrls(heads)));
writeFileSync(join(clientDir, "robots.txt"), robotsTxt(site.url));

// 4. Headers, with the hashes of the framework's inline scripts.
const csp = contentSecurityPolicy(
  collectScriptHashes(clientDir),
  connectOrigins(),
);
writeFileSync(join(clientDir, "_headers"), headersFile(securityHeaders(csp)));

// 5. Brotli and gzip beside every text asset.
const compressed = precompress(clientDir);
console.log(
  `postbuild: ${heads.length} pages checked, sitemap and robots written, _headers written, ${compressed} files precompressed`,
);
