import { type Page } from "@playwright/test";
import { site } from "../app/content/site";
import { expect, sitemapPaths, test } from "./support";

type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  jsonLd: { "@type"?: string; [key: string]: unknown }[];
};

async function headOf(page: Page, path: string): Promise<Head> {
  await page.goto(path);
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const og: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll<HTMLMetaElement>(
      'meta[property^="og:"], meta[name^="twitter:"]',
    )) {
      og[tag.getAttribute("property") ?? tag.name] = tag.content;
    }
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical:
        document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
          ?.href ?? null,
      robots: meta('meta[name="robots"]'),
      og,
      jsonLd: [
        ...document.querySelectorAll('script[type="application/ld+json"]'),
      ].map((script) => JSON.parse(script.textContent ?? "null")),
    };
  });
}

async function caseStudyPaths(page: Page) {
  await page.goto("/portfolio");
  const hrefs = await page
    .locator('main a[href^="/portfolio/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
  return [...new Set(hrefs.map((href) => href.replace(/[?#].*$/, "")))];
}

test("every route has its own title, description, canonical and social cards", async ({
  page,
}) => {
  const studies = await caseStudyPaths(page);
  expect(studies.length).toBeGreaterThanOrEqual(6);
  const paths = ["/", "/portfolio", ...studies];
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const head = await headOf(page, path);
    expect(head.title, path).not.toBe("");
    expect(head.description?.length, path).toBeGreaterThan(30);
    expect(head.canonical, path).toBe(new URL(path, `${site.url}/`).toString());
    expect(head.og["og:title"], path).toBe(head.title);
    expect(head.og["og:image"], path).toMatch(
      path.startsWith("/portfolio/")
        ? /^https?:\/\/.+\/og\/portfolio\/[a-z0-9-]+\.png$/
        : /^https?:\/\/.+\/og-image\.png$/,
    );
    expect(head.og["twitter:card"], path).toBe("summary_large_image");
    expect(head.robots, path).toBeNull();
    titles.add(head.title);
    descriptions.add(head.description ?? "");
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
});

test("/Home declares the home page canonical", async ({ page }) => {
  const head = await headOf(page, "/Home");
  expect(head.canonical).toBe(`${site.url}/`);
});

test("the home page describes the studio as a ProfessionalService", async ({
  page,
}) => {
  const head = await headOf(page, "/");
  const studio = head.jsonLd.find(
    (data) => data["@type"] === "ProfessionalService",
  );
  expect(studio).toMatchObject({
    name: site.name,
    email: site.email,
    address: { addressLocality: "New Delhi" },
    openingHoursSpecification: [
      { opens: "10:00:00+05:30", closes: "19:00:00+05:30" },
    ],
  });
});

test("each case study carries CreativeWork data", async ({ page }) => {
  const [first] = await caseStudyPaths(page);
  expect(first).toBeTruthy();
  const head = await headOf(page, first ?? "/");
  const work = head.jsonLd.find((data) => data["@type"] === "CreativeWork");
  expect(work?.url).toBe(new URL(first ?? "", `${site.url}/`).toString());
  expect(work?.name).toBeTruthy();
});

test("sitemap lists every canonical page and robots.txt points to it", async ({
  page,
  request,
}) => {
  const studies = await caseStudyPaths(page);
  await page.goto("/insights");
  const articles = await page
    .locator('main a[href^="/insights/"]:not([href$=".xml"])')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => link.getAttribute("href") ?? "")),
    ]);
  expect(articles.length).toBeGreaterThan(0);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  const paired = ["/", "/portfolio", ...studies, "/insights"];
  const expected = [
    ...new Set([
      ...paired,
      // Each has its Hindi page; the articles are in English only.
      ...paired.map((path) => (path === "/" ? "/hi/" : `/hi${path}`)),
      ...articles.map((path) => path.replace(/\/$/, "")),
    ]),
  ].map((path) => new URL(path, `${site.url}/`).toString());
  expect(locs.sort()).toEqual(expected.sort());
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test("the social card image is a 1200x630 PNG served by the site", async ({
  request,
}) => {
  const response = await request.get("/og-image.png");
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test("pages are served with security headers and sensible caching", async ({
  request,
}) => {
  const home = await request.get("/", { headers: { "accept-encoding": "br" } });
  const headers = home.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cache-control"]).toContain("must-revalidate");
  expect(headers["content-encoding"]).toBe("br");

  const html = await home.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset ?? "", {
    headers: { "accept-encoding": "gzip" },
  });
  expect(script.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect(script.headers()["content-encoding"]).toBe("gzip");
});

test("the site hydrates under its CSP with no console error and no other host", async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith("data") && url.origin !== baseURL)
      foreign.push(url.href);
  });
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/", "/portfolio"]) {
    await page.goto(path);
    const menu = page.getByRole("button", { name: "Menu" });
    // Only a hydrated page answers the menu button.
    await expect(async () => {
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true", {
        timeout: 500,
      });
    }).toPass();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  }
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test("each article's Twitter card describes its own image, not the home page's", async ({
  page,
}) => {
  const home = await headOf(page, "/");
  const paths = (await sitemapPaths(page.request)).filter((path) =>
    /^\/insights\/[a-z0-9-]+$/.test(path),
  );
  expect(paths.length).toBeGreaterThan(0);
  for (const path of [...paths, "/insights"]) {
    const head = await headOf(page, path);
    expect(head.og["twitter:image:alt"], path).toBe(head.og["og:image:alt"]);
    expect(head.og["twitter:image"], path).toBe(head.og["og:image"]);
    expect(head.og["twitter:image:alt"], path).not.toBe(
      home.og["twitter:image:alt"],
    );
  }
});
