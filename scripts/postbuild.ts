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
import { writeInsightsFiles } from "./insights/buildFiles";
import { precompress } from "./precompress";
import { stripModulePreloads } from "./preloads";
import {
  headProblems,
  readHead,
  robotsTxt,
  sitemapLastmods,
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
for (const file of [...pages, join(clientDir, "__spa-fallback.html")]) {
  const html = readFileSync(file, "utf8");
  const stripped = stripModulePreloads(html);
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

// 3. Articles: the Atom feed from their prerendered pages, a social card each.
const insights = await writeInsightsFiles(clientDir);

// 4. Crawler files from what was actually prerendered.
writeFileSync(
  join(clientDir, "sitemap.xml"),
  sitemapXml(sitemapUrls(heads), sitemapLastmods(heads)),
);
writeFileSync(join(clientDir, "robots.txt"), robotsTxt(site.url));

// 5. Headers, with the hashes of the framework's inline scripts.
const csp = contentSecurityPolicy(
  collectScriptHashes(clientDir),
  connectOrigins(),
);
writeFileSync(join(clientDir, "_headers"), headersFile(securityHeaders(csp)));

// 6. Brotli and gzip beside every text asset.
const compressed = precompress(clientDir);
console.log(
  `postbuild: ${heads.length} pages checked, feed of ${insights.articles} articles and ${insights.cards} article cards written, sitemap and robots written, _headers written, ${compressed} files precompressed`,
);
