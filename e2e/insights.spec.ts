import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type Page } from "@playwright/test";
import { site } from "../app/content/site";
import {
  axeFindings,
  collectErrors,
  followNavLink,
  test,
  expect,
  openHydrated,
} from "./support";

/** The prerendered articles, read from the build. */
function articleSlugs(): string[] {
  const dir = join(
    import.meta.dirname,
    "..",
    process.env.BUILD_DIR ?? "build",
    "client",
    "insights",
  );
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const slugs = articleSlugs();
const [firstSlug = ""] = slugs;
const absolute = (path: string) => new URL(path, `${site.url}/`).toString();

type JsonLd = { "@type"?: string; [key: string]: unknown };

function jsonLdOf(page: Page): Promise<JsonLd[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "null")),
    );
}

test("there are at least three prerendered articles", () => {
  expect(slugs.length).toBeGreaterThanOrEqual(3);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list shows every article with its date, reading time and summary", async ({
    page,
  }) => {
    await page.goto("/insights");
    await expect(
      page.getByRole("heading", { level: 1, name: "Insights" }),
    ).toBeVisible();
    const links = page.getByRole("main").getByRole("heading", { level: 2 });
    const hrefs = await links
      .getByRole("link")
      .evaluateAll((items) => items.map((a) => a.getAttribute("href")));
    expect([...hrefs].sort()).toEqual(slugs.map((slug) => `/insights/${slug}`));
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(slugs.length);
    for (const card of await cards.all()) {
      await expect(card.getByRole("time").first()).toHaveAttribute(
        "datetime",
        /^\d{4}-\d{2}-\d{2}$/,
      );
      await expect(card).toContainText(/\d+ min read/);
    }
    // Newest first.
    const dates = await page
      .getByRole("main")
      .getByRole("article")
      .evaluateAll((items) =>
        items.map(
          (item) => item.querySelector("time")?.getAttribute("datetime") ?? "",
        ),
      );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("an article shows its whole body, related work and Start a project", async ({
    page,
  }) => {
    for (const slug of slugs) {
      await page.goto(`/insights/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const body = page.locator("#article-body");
      await expect(
        body.getByRole("heading", { level: 2 }).first(),
      ).toBeVisible();
      expect(
        (await body.innerText()).split(/\s+/).length,
        slug,
      ).toBeGreaterThan(600);
      const related = page.getByRole("region", { name: "Related work" });
      await expect(related.getByRole("link").first()).toHaveAttribute(
        "href",
        /^\/portfolio\/[a-z0-9-]+$/,
      );
      await expect(
        page.getByRole("link", { name: "Start a project" }),
      ).toHaveAttribute("href", "/Home#contact");
    }
  });
});

test.describe("reading and moving between pages", () => {
  test("from the list to an article, to a case study it cites, and back", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, "/insights");
    const title = page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .first();
    const name = (await title.textContent()) ?? "";
    await title.getByRole("link").click();
    await expect(page).toHaveURL(/\/insights\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(
      page.locator("#article-body").getByRole("heading", { level: 2 }).first(),
    ).toBeVisible();

    const related = page
      .getByRole("region", { name: "Related work" })
      .getByRole("link")
      .first();
    const study = (await related.textContent()) ?? "";
    await related.click();
    await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: study }),
    ).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page
      .getByRole("link", { name: "Insights", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/insights$/);
    expect(errors).toEqual([]);
  });

  test("a case study link inside an article body opens the case study", async ({
    page,
  }) => {
    await openHydrated(page, `/insights/${firstSlug}`);
    const link = page.locator('#article-body a[href^="/portfolio/"]').first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the footer and the home page lead to the articles", async ({
    page,
  }) => {
    await openHydrated(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: "Read our insights" })
      .click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Insights" }),
    ).toBeVisible();
    await openHydrated(page, "/portfolio");
    await followNavLink(page, "Useful Links", "Insights");
    await expect(page).toHaveURL(/\/insights$/);
  });

  test("an unknown slug shows the not-found view, kept out of search", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/insights/no-such-article");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "We couldn't find that article",
      }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: /./ }).first(),
    ).toHaveAttribute("href", /^\/insights\/[a-z0-9-]+$/);
    expect(errors).toEqual([]);
  });
});

test.describe("readable", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("body text runs 60 to 75 characters a line, headings form an outline", async ({
    page,
  }) => {
    for (const slug of slugs) {
      await page.goto(`/insights/${slug}`);
      const body = page.locator("#article-body");
      // Full lines only: every line of a paragraph but its last.
      const perLine = await body.locator(":scope > p").evaluateAll((items) =>
        items.flatMap((item) => {
          const range = document.createRange();
          range.selectNodeContents(item);
          const tops = new Set(
            [...range.getClientRects()].map((rect) => Math.round(rect.top)),
          );
          const lines = tops.size;
          if (lines < 3) return [];
          const text = (item.textContent ?? "").length;
          return [text / lines];
        }),
      );
      expect(perLine.length, slug).toBeGreaterThan(3);
      const sorted = [...perLine].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      expect(median, slug).toBeGreaterThanOrEqual(60);
      expect(median, slug).toBeLessThanOrEqual(75);

      const levels = await page
        .getByRole("main")
        .getByRole("heading")
        .evaluateAll((items) => items.map((item) => Number(item.tagName[1])));
      expect(levels[0], slug).toBe(1);
      expect(
        levels.filter((level) => level === 1),
        slug,
      ).toHaveLength(1);
      for (let index = 1; index < levels.length; index += 1) {
        expect(
          (levels[index] ?? 0) - (levels[index - 1] ?? 0),
          slug,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
});

test.describe("found by search engines and feed readers", () => {
  test("each page has its own title, canonical, card and JSON-LD", async ({
    page,
    request,
  }) => {
    await page.goto("/insights");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      absolute("/insights"),
    );
    const blog = (await jsonLdOf(page)).find(
      (data) => data["@type"] === "Blog",
    );
    expect(blog?.blogPost).toHaveLength(slugs.length);

    const titles = new Set<string>();
    for (const slug of slugs) {
      await page.goto(`/insights/${slug}`);
      titles.add(await page.title());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        absolute(`/insights/${slug}`),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
        "content",
        "article",
      );
      const image =
        (await page
          .locator('meta[property="og:image"]')
          .getAttribute("content")) ?? "";
      expect(image).toBe(absolute(`/og/insights/${slug}.png`));
      const card = await request.get(new URL(image).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");

      const post = (await jsonLdOf(page)).find(
        (data) => data["@type"] === "BlogPosting",
      );
      expect(post).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        author: { "@type": "Person", name: expect.any(String) },
        image,
        url: absolute(`/insights/${slug}`),
      });
    }
    expect(titles.size).toBe(slugs.length);
  });

  test("every page links the feed, which parses and holds every article in full", async ({
    page,
  }) => {
    for (const path of [
      "/",
      "/portfolio",
      "/insights",
      `/insights/${firstSlug}`,
    ]) {
      await page.goto(path);
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute("href", "/insights/feed.xml");
    }

    // Fetched, not opened: the browser's own XML viewer styles itself
    // inline, which the site's CSP rightly refuses.
    const response = await page.request.get("/insights/feed.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const ns = "http://www.w3.org/2005/Atom";
      const entries = [...doc.getElementsByTagNameNS(ns, "entry")];
      const urls: string[] = [];
      for (const entry of entries) {
        const content =
          entry.getElementsByTagNameNS(ns, "content")[0]?.textContent ?? "";
        const html = new DOMParser().parseFromString(content, "text/html");
        for (const element of html.querySelectorAll("[href], [src]")) {
          urls.push(
            element.getAttribute("href") ?? element.getAttribute("src") ?? "",
          );
        }
      }
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.namespaceURI,
        ids: entries.map(
          (entry) => entry.getElementsByTagNameNS(ns, "id")[0]?.textContent,
        ),
        links: [...doc.getElementsByTagNameNS(ns, "link")].map((link) =>
          link.getAttribute("href"),
        ),
        words: entries.map(
          (entry) =>
            new DOMParser()
              .parseFromString(
                entry.getElementsByTagNameNS(ns, "content")[0]?.textContent ??
                  "",
                "text/html",
              )
              .body.textContent?.split(/\s+/).length ?? 0,
        ),
        urls,
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom");
    expect([...feed.ids].sort()).toEqual(
      slugs.map((slug) => absolute(`/insights/${slug}`)),
    );
    for (const count of feed.words) expect(count).toBeGreaterThan(600);
    expect(feed.urls.length).toBeGreaterThan(slugs.length);
    for (const url of [...feed.links, ...feed.urls]) {
      expect(url).toMatch(/^https?:\/\//);
    }
  });

  test("the sitemap lists the list and every article with its lastmod", async ({
    page,
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    await page.goto("/insights");
    const entries = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      }));
    }, xml);
    expect(entries.map((entry) => entry.loc)).toContain(absolute("/insights"));
    for (const slug of slugs) {
      await page.goto(`/insights/${slug}`);
      const post = (await jsonLdOf(page)).find(
        (data) => data["@type"] === "BlogPosting",
      );
      expect(
        entries.find((entry) => entry.loc === absolute(`/insights/${slug}`)),
      ).toEqual({
        loc: absolute(`/insights/${slug}`),
        lastmod: post?.dateModified,
      });
    }
  });
});

test.describe("axe-core finds no WCAG A/AA violations", () => {
  for (const width of [320, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const path of [
        "/insights",
        ...slugs.map((slug) => `/insights/${slug}`),
      ]) {
        test(`on ${path}`, async ({ page }) => {
          await openHydrated(page, path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
          // Nothing wider than the screen.
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth <= window.innerWidth,
            ),
          ).toBe(true);
        });
      }
    });
  }
});
