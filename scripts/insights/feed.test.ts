import { describe, expect, it } from "vitest";
import { atomFeed, type Feed, feedHtml, innerHtmlById } from "./feed";

const ATOM = "http://www.w3.org/2005/Atom";

const feed: Feed = {
  title: "Studio <insights>",
  subtitle: "Notes & articles",
  feedUrl: "https://studio.example/insights/feed.xml",
  pageUrl: "https://studio.example/insights",
  author: "Studio",
  entries: [
    {
      url: "https://studio.example/insights/newer",
      title: "Fast & light: the “mid-range” phone",
      summary: "Why <script> costs twice.",
      published: "2026-05-01",
      updated: "2026-06-02",
      author: "Aarav",
      tags: ["performance", "R&D"],
      contentHtml:
        '<p>See <a href="https://studio.example/portfolio/kiln">Kiln</a> &amp; more.</p>',
    },
    {
      url: "https://studio.example/insights/older",
      title: "Older",
      summary: "An older one.",
      published: "2026-01-10",
      updated: "2026-01-10",
      author: "Aarav",
      tags: ["reels"],
      contentHtml: "<p>Text</p>",
    },
  ],
};

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("atomFeed", () => {
  it("parses as Atom with the feed's required elements", () => {
    const doc = parse(atomFeed(feed));
    const root = doc.documentElement;
    expect(root.localName).toBe("feed");
    expect(root.namespaceURI).toBe(ATOM);
    const child = (name: string) =>
      [...root.children].find((element) => element.localName === name);
    expect(child("id")?.textContent).toBe("https://studio.example/insights");
    expect(child("title")?.textContent).toBe("Studio <insights>");
    expect(child("updated")?.textContent).toBe("2026-06-02T00:00:00Z");
    expect(child("author")?.textContent).toBe("Studio");
    const self = root.querySelector('link[rel="self"]');
    expect(self?.getAttribute("href")).toBe(feed.feedUrl);
  });

  it("has every entry with id, title, link, dates, summary and full content", () => {
    const doc = parse(atomFeed(feed));
    const entries = [...doc.getElementsByTagNameNS(ATOM, "entry")];
    expect(entries).toHaveLength(2);
    const [first] = entries;
    const text = (name: string) =>
      first?.getElementsByTagNameNS(ATOM, name)[0]?.textContent;
    expect(text("id")).toBe("https://studio.example/insights/newer");
    expect(text("title")).toBe("Fast & light: the “mid-range” phone");
    expect(text("published")).toBe("2026-05-01T00:00:00Z");
    expect(text("updated")).toBe("2026-06-02T00:00:00Z");
    expect(text("summary")).toBe("Why <script> costs twice.");
    const content = first?.getElementsByTagNameNS(ATOM, "content")[0];
    expect(content?.getAttribute("type")).toBe("html");
    // The HTML survives escaping and parses back to the same markup.
    expect(content?.textContent).toBe(feed.entries[0]?.contentHtml);
    const categories = [
      ...(first?.getElementsByTagNameNS(ATOM, "category") ?? []),
    ];
    expect(categories.map((c) => c.getAttribute("term"))).toEqual([
      "performance",
      "R&D",
    ]);
    expect(
      first?.querySelector('link[rel="alternate"]')?.getAttribute("href"),
    ).toBe("https://studio.example/insights/newer");
  });
});

describe("innerHtmlById", () => {
  it("returns the element's content, nested elements of the same tag included", () => {
    const html =
      '<main><div class="x" id="article-body"><div><p>One</p></div><p>Two</p></div><div>After</div></main>';
    expect(innerHtmlById(html, "article-body")).toBe(
      "<div><p>One</p></div><p>Two</p>",
    );
  });

  it("returns null when the element is missing", () => {
    expect(innerHtmlById("<p>none</p>", "article-body")).toBeNull();
  });
});

describe("feedHtml", () => {
  it("makes every link and image absolute and drops classes and React's markers", () => {
    const html =
      '<!--$--><h2 id="a" class="_x_1">Hi</h2><p><a href="/portfolio/kiln?x=1&amp;y=2">Kiln</a>, <a href="#privacy">privacy</a>, <a href="https://other.example/">other</a></p><img src="/assets/a.svg" alt=""/><!--/$-->';
    expect(feedHtml(html, "https://studio.example/insights/fast")).toBe(
      '<h2>Hi</h2><p><a href="https://studio.example/portfolio/kiln?x=1&amp;y=2">Kiln</a>, <a href="https://studio.example/insights/fast#privacy">privacy</a>, <a href="https://other.example/">other</a></p><img src="https://studio.example/assets/a.svg" alt=""/>',
    );
  });
});
