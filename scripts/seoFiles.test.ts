import { describe, expect, it } from "vitest";
import {
  headProblems,
  readHead,
  robotsTxt,
  sitemapAlternates,
  sitemapLastmods,
  sitemapUrls,
  sitemapXml,
} from "./seoFiles";

const page = (head: string) =>
  readHead(
    "page/index.html",
    `<!DOCTYPE html><html><head>${head}</head><body></body></html>`,
  );

const complete = `<title>Work &amp; play</title><meta name="description" content="What we did"/><link rel="canonical" href="https://studio.example/portfolio"/><meta property="og:image" content="https://studio.example/og-image.png"/><script type="application/ld+json">{"@type":"CreativeWork"}</script>`;

describe("readHead", () => {
  it("reads title, description, canonical, image and JSON-LD", () => {
    const head = page(complete);
    expect(head.title).toBe("Work & play");
    expect(head.description).toBe("What we did");
    expect(head.canonical).toBe("https://studio.example/portfolio");
    expect(head.ogImage).toBe("https://studio.example/og-image.png");
    expect(head.jsonLd).toEqual([{ "@type": "CreativeWork" }]);
    expect(head.isNoIndex).toBe(false);
  });

  it("notices a noindex robots tag", () => {
    expect(
      page(`${complete}<meta name="robots" content="noindex"/>`).isNoIndex,
    ).toBe(true);
  });
});

describe("headProblems", () => {
  it("accepts a complete head", () => {
    expect(headProblems(page(complete))).toEqual([]);
  });

  it("names the page and each missing tag", () => {
    expect(headProblems(page("<title>Only a title</title>"))).toEqual([
      "page/index.html: missing meta description",
      "page/index.html: missing canonical link",
      "page/index.html: missing og:image",
    ]);
  });

  it("rejects an empty description and relative URLs", () => {
    const head = page(
      `<title>T</title><meta name="description" content=" "/><link rel="canonical" href="/x"/><meta property="og:image" content="/og.png"/>`,
    );
    expect(headProblems(head)).toEqual([
      "page/index.html: missing meta description",
      "page/index.html: canonical URL is not absolute",
      "page/index.html: og:image is not absolute",
    ]);
  });
});

describe("sitemap and robots", () => {
  it("lists each indexable canonical URL once, leaving out noindex pages", () => {
    const home = page(`${complete.replace("/portfolio", "/")}`);
    const alias = page(`${complete.replace("/portfolio", "/")}`);
    const hidden = page(
      `${complete.replace("/portfolio", "/secret")}<meta name="robots" content="noindex"/>`,
    );
    const work = page(complete);
    expect(sitemapUrls([work, home, alias, hidden])).toEqual([
      "https://studio.example/",
      "https://studio.example/portfolio",
    ]);
  });

  it("writes valid sitemap XML and points robots.txt at it", () => {
    const xml = sitemapXml(["https://studio.example/"]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<loc>https://studio.example/</loc>");
    expect(robotsTxt("https://studio.example")).toContain(
      "Sitemap: https://studio.example/sitemap.xml",
    );
  });
});

describe("sitemap language pairs", () => {
  const pair = (lang: string) =>
    page(
      `<title>Work</title><meta name="description" content="What we did"/><link rel="canonical" href="https://studio.example/${lang === "hi" ? "hi/" : ""}portfolio"/>` +
        `<link rel="alternate" hrefLang="en" href="https://studio.example/portfolio"/>` +
        `<link rel="alternate" hrefLang="hi" href="https://studio.example/hi/portfolio"/>` +
        `<link rel="alternate" hrefLang="x-default" href="https://studio.example/portfolio"/>`,
    );

  it("lists both languages of a page, each with its alternates", () => {
    const pages = [pair("en"), pair("hi")];
    const xml = sitemapXml(
      sitemapUrls(pages),
      new Map(),
      sitemapAlternates(pages),
    );
    for (const url of [
      "https://studio.example/portfolio",
      "https://studio.example/hi/portfolio",
    ]) {
      const entry = xml
        .split("<url>")
        .find((part) => part.includes(`<loc>${url}</loc>`));
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="hi" href="https://studio.example/hi/portfolio"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://studio.example/portfolio"/>',
      );
    }
  });
});

describe("sitemap lastmod", () => {
  const article = page(
    `<title>An article</title><meta name="description" content="About"/><link rel="canonical" href="https://studio.example/insights/fast"/><script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2026-05-01","dateModified":"2026-06-02"}</script>`,
  );

  it("dates a page by the dateModified its JSON-LD declares", () => {
    const lastmods = sitemapLastmods([page(complete), article]);
    expect([...lastmods]).toEqual([
      ["https://studio.example/insights/fast", "2026-06-02"],
    ]);
  });

  it("writes lastmod only for the pages that have one", () => {
    const xml = sitemapXml(
      [
        "https://studio.example/portfolio",
        "https://studio.example/insights/fast",
      ],
      sitemapLastmods([article]),
    );
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const urls = [...doc.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent,
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    }));
    expect(urls).toEqual([
      { loc: "https://studio.example/portfolio", lastmod: null },
      { loc: "https://studio.example/insights/fast", lastmod: "2026-06-02" },
    ]);
  });
});
