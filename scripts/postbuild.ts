import {
  copyFileSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { placeholderFields, site } from "../app/content/site";
import { pagePathOf, withLeadService } from "../server/leads/enquiries/pages";
import { bundleManifestOf } from "./bundleGraph";
import { noDestinationWarning } from "./enquiryDestination";
import { buildServer } from "./buildServer";
import { withFallbackHead } from "./fallbackPage";
import {
  collectHashes,
  connectOrigins,
  contentSecurityPolicy,
  headersFile,
  htmlFiles,
  securityHeaders,
} from "./headers";
import { writeInsightsFiles } from "./insights/buildFiles";
import { writeOgCards } from "./ogCards";
import { inlineStylesheet } from "./inlineStylesheet";
import { startAfterLargestPaint } from "./startAfterLargestPaint";
import { precompress } from "./precompress";
import {
  headProblems,
  readHead,
  robotsTxt,
  sitemapAlternates,
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
const noDestination = noDestinationWarning(process.env);
if (noDestination) console.warn(`\n${noDestination}\n`);

// 0. Vite's manifest (the bundle graph `npm run size` reads) is not for
// visitors: it leaves the published folder.
renameSync(
  join(clientDir, ".vite", "manifest.json"),
  bundleManifestOf(join(clientDir, "..")),
);
rmSync(join(clientDir, ".vite"), { recursive: true, force: true });

/**
 * Removes `<link rel="modulepreload">` tags: Lighthouse's simulation counts
 * every request that ends before the largest paint, and the framework
 * preloads every module of the route ahead of the page's own CSS and fonts
 * (ADR 002). KEEP_MODULEPRELOAD=1 keeps them, for comparison.
 */
function stripModulePreloads(html: string): string {
  if (process.env.KEEP_MODULEPRELOAD === "1") return html;
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
}

// 1. Prerendered pages: no module preloads, the stylesheet inline (ADR 002).
const pages = htmlFiles(clientDir).filter(
  (file) => !file.endsWith("__spa-fallback.html"),
);
// With LEADS_SERVERLESS set, a platform function runs the lead service on
// this origin: the pages are marked for it now, as `npm start` marks them
// when it serves them.
const isLeadServiceDeploy = !!process.env.LEADS_SERVERLESS;
/** The build's one stylesheet, read once for every page. */
const assetTexts = new Map<string, string>();
const readAsset = (href: string) => {
  const text =
    assetTexts.get(href) ?? readFileSync(join(clientDir, href), "utf8");
  assetTexts.set(href, text);
  return text;
};
for (const file of [...pages, join(clientDir, "__spa-fallback.html")]) {
  const html = readFileSync(file, "utf8");
  let stripped = startAfterLargestPaint(
    inlineStylesheet(stripModulePreloads(html), readAsset),
  );
  if (isLeadServiceDeploy) {
    stripped = withLeadService(
      stripped,
      undefined,
      pagePathOf(relative(clientDir, file)),
    );
  }
  if (stripped !== html) writeFileSync(file, stripped);
}

// 1b. The page for unknown addresses: its own title, noindex, no current link.
const fallbackFile = join(clientDir, "__spa-fallback.html");
writeFileSync(
  fallbackFile,
  withFallbackHead(readFileSync(fallbackFile, "utf8")),
);

// 2. Every page must carry its own metadata, or the build fails naming it.
const heads = pages.map((file) =>
  readHead(relative(clientDir, file), readFileSync(file, "utf8")),
);
const problems = heads.flatMap(headProblems);
if (problems.length > 0) {
  console.error(`\nMetadata problems:\n  ${problems.join("\n  ")}\n`);
  process.exit(1);
}

// 3. Articles: the Atom feed from their prerendered pages, a social card
// each; each case study's own social card; then every og:image must exist.
const insights = await writeInsightsFiles(clientDir);
const ogStarted = performance.now();
const cards = await writeOgCards(clientDir, join(clientDir, "og-image.png"));
const ogMs = Math.round(performance.now() - ogStarted);
const missingCards = heads.flatMap((head) => {
  if (!head.ogImage) return [];
  const path = new URL(head.ogImage).pathname;
  return existsSync(join(clientDir, path))
    ? []
    : [`${head.file}: og:image ${path} is not in the build`];
});
if (missingCards.length > 0) {
  console.error(`\nSocial cards missing:\n  ${missingCards.join("\n  ")}\n`);
  process.exit(1);
}

// 4. Crawler files from what was actually prerendered.
writeFileSync(
  join(clientDir, "sitemap.xml"),
  sitemapXml(
    sitemapUrls(heads),
    sitemapLastmods(heads),
    sitemapAlternates(heads),
  ),
);
writeFileSync(join(clientDir, "robots.txt"), robotsTxt(site.url));

// 4b. Static hosts (Netlify, Cloudflare Pages) answer unknown paths with a
// top-level 404.html and a 404 status: the same not-found page.
copyFileSync(
  join(clientDir, "__spa-fallback.html"),
  join(clientDir, "404.html"),
);

// 5. Headers, with the hashes of every inline script and style.
const hashes = collectHashes(clientDir);
const csp = contentSecurityPolicy(hashes.scripts, connectOrigins(), hashes);
writeFileSync(join(clientDir, "_headers"), headersFile(securityHeaders(csp)));

// 6. Brotli and gzip beside every text asset.
const compressed = precompress(clientDir);

// 7. The server `npm start` runs, as plain JavaScript beside the client.
await buildServer(join(clientDir, "..", "server"));
console.log(
  `postbuild: ${heads.length} pages checked, ${cards.paths.length} case-study cards ${cards.isDrawn ? "drawn" : "copied"} in ${ogMs} ms, feed of ${insights.articles} articles and ${insights.cards} article cards written, sitemap and robots written, _headers written, ${compressed} files precompressed, server compiled`,
);
