/** Reads a prerendered page's head and writes the crawler files from it. */

export type PageHead = {
  file: string;
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  isNoIndex: boolean;
  jsonLd: unknown[];
  /** The page's `hreflang` links: each language's address and x-default. */
  alternates: { hrefLang: string; href: string }[];
};

function attr(tag: string, name: string): string | null {
  const match = tag.match(new RegExp(`\\b${name}="([^"]*)"`, "i"));
  return match?.[1] ?? null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function readHead(file: string, html: string): PageHead {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const metas = head.match(/<meta\b[^>]*>/g) ?? [];
  const meta = (key: "name" | "property", value: string) => {
    const tag = metas.find((candidate) => attr(candidate, key) === value);
    return tag ? decodeEntities(attr(tag, "content") ?? "") : null;
  };
  const links = head.match(/<link\b[^>]*>/g) ?? [];
  const canonicalTag = links.find((tag) => attr(tag, "rel") === "canonical");
  const alternates = links
    .filter((tag) => attr(tag, "rel") === "alternate" && attr(tag, "hrefLang"))
    .map((tag) => ({
      hrefLang: attr(tag, "hrefLang") ?? "",
      href: decodeEntities(attr(tag, "href") ?? ""),
    }));
  const title = head.match(/<title>([\s\S]*?)<\/title>/)?.[1];
  const jsonLd = [
    ...head.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => JSON.parse(match[1] ?? "null") as unknown);
  return {
    file,
    title: title ? decodeEntities(title) : null,
    description: meta("name", "description"),
    canonical: canonicalTag ? attr(canonicalTag, "href") : null,
    ogImage: meta("property", "og:image"),
    isNoIndex: (meta("name", "robots") ?? "").includes("noindex"),
    jsonLd,
    alternates,
  };
}

/** Problems that must fail the build, each naming its page. */
export function headProblems(page: PageHead): string[] {
  const problems: string[] = [];
  const where = page.file;
  if (!page.title?.trim()) problems.push(`${where}: missing <title>`);
  if (!page.description?.trim()) {
    problems.push(`${where}: missing meta description`);
  }
  if (!page.canonical) problems.push(`${where}: missing canonical link`);
  else if (!/^https?:\/\//.test(page.canonical)) {
    problems.push(`${where}: canonical URL is not absolute`);
  }
  if (!page.ogImage) problems.push(`${where}: missing og:image`);
  else if (!/^https?:\/\//.test(page.ogImage)) {
    problems.push(`${where}: og:image is not absolute`);
  }
  return problems;
}

/**
 * `lastmod` for the sitemap: the `dateModified` a page's JSON-LD declares
 * (articles do), keyed by canonical URL.
 */
export function sitemapLastmods(
  pages: readonly PageHead[],
): Map<string, string> {
  const lastmods = new Map<string, string>();
  for (const page of pages) {
    const modified = page.jsonLd
      .map((data) =>
        data && typeof data === "object" && "dateModified" in data
          ? data.dateModified
          : null,
      )
      .find((value): value is string => typeof value === "string");
    if (page.canonical && !page.isNoIndex && modified) {
      lastmods.set(page.canonical, modified);
    }
  }
  return lastmods;
}

/**
 * Each page's language pairs, keyed by canonical URL: the sitemap lists
 * them with every URL (Google's `xhtml:link` alternates).
 */
export function sitemapAlternates(
  pages: readonly PageHead[],
): Map<string, PageHead["alternates"]> {
  const alternates = new Map<string, PageHead["alternates"]>();
  for (const page of pages) {
    if (page.canonical && !page.isNoIndex && page.alternates.length > 0) {
      alternates.set(page.canonical, page.alternates);
    }
  }
  return alternates;
}

export function sitemapXml(
  urls: readonly string[],
  lastmods: ReadonlyMap<string, string> = new Map(),
  alternates: ReadonlyMap<string, PageHead["alternates"]> = new Map(),
): string {
  const entries = urls
    .map((url) => {
      const lastmod = lastmods.get(url);
      const links = (alternates.get(url) ?? [])
        .map(
          ({ hrefLang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>\n`,
        )
        .join("");
      return `  <url>\n    <loc>${url}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ""}${links}  </url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Canonical URLs of indexable pages, once each, in a stable order. */
export function sitemapUrls(pages: readonly PageHead[]): string[] {
  const urls = new Set<string>();
  for (const page of pages) {
    if (!page.isNoIndex && page.canonical) urls.add(page.canonical);
  }
  return [...urls].sort((a, b) => a.length - b.length || a.localeCompare(b));
}
