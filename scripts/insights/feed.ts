/**
 * The articles' Atom feed (RFC 4287), built from the prerendered pages so
 * each entry carries the same full content readers see on the site, with
 * every link and image made absolute.
 */

export type FeedEntry = {
  /** Absolute URL of the article page; doubles as the entry's id. */
  url: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  published: string;
  updated: string;
  author: string;
  tags: readonly string[];
  /** The article body as HTML, links and images already absolute. */
  contentHtml: string;
};

export type Feed = {
  title: string;
  subtitle: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** Absolute URL of the page listing the articles. */
  pageUrl: string;
  author: string;
  /** Absolute URL of an icon for the feed. */
  icon?: string;
  entries: readonly FeedEntry[];
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An ISO date as an RFC 3339 timestamp (midnight UTC). */
function timestamp(isoDate: string): string {
  return `${isoDate}T00:00:00Z`;
}

function entryXml(entry: FeedEntry): string {
  return [
    "  <entry>",
    `    <id>${escapeXml(entry.url)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    `    <published>${timestamp(entry.published)}</published>`,
    `    <updated>${timestamp(entry.updated)}</updated>`,
    `    <author><name>${escapeXml(entry.author)}</name></author>`,
    ...entry.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    `    <summary>${escapeXml(entry.summary)}</summary>`,
    `    <content type="html">${escapeXml(entry.contentHtml)}</content>`,
    "  </entry>",
  ].join("\n");
}

export function atomFeed(feed: Feed): string {
  const updated = feed.entries
    .map((entry) => entry.updated)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `  <id>${escapeXml(feed.pageUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <updated>${timestamp(updated ?? "1970-01-01")}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...(feed.icon ? [`  <icon>${escapeXml(feed.icon)}</icon>`] : []),
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}

/**
 * The inner HTML of the element with `id` in a prerendered page. React
 * escapes `<` in text, so counting that element's own tags is enough to find
 * where it ends.
 */
export function innerHtmlById(html: string, id: string): string | null {
  const open = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!open?.[1]) return null;
  const tag = open[1];
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      return html.slice(open.index + open[0].length, match.index);
    }
  }
  return null;
}

/**
 * Feed-ready HTML: every href and src absolute against the page's URL, and
 * the site's styling hooks (classes, ids, data attributes) and React's
 * markers (comments) removed.
 */
export function feedHtml(html: string, pageUrl: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s(?:class|id|data-[\w-]+)="[^"]*"/g, "")
    .replace(
      /\s(href|src)="([^"]*)"/g,
      (_, name: string, value: string) =>
        ` ${name}="${new URL(value.replace(/&amp;/g, "&"), pageUrl).toString().replace(/&/g, "&amp;")}"`,
    );
}
