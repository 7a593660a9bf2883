import { type Page } from "@playwright/test";
import { assistantCopy } from "../app/content/hi/assistant";
import { hiReplies } from "../app/content/hi/assistantAnswers";
import { contactContent } from "../app/content/hi/contact";
import { enquiryFieldLabels } from "../app/content/hi/enquiry";
import { hero } from "../app/content/hi/hero";
import { headerLinks as hindiHeaderLinks } from "../app/content/hi/site";
import { langNames } from "../app/content/lang";
import { homeContent as englishContent } from "../app/content/pages/en/homeContent";
import { homeContent as hindiContent } from "../app/content/pages/hi/homeContent";
import type { HomeContent } from "../app/content/words";
import { headerLinks as englishHeaderLinks } from "../app/content/site";
import {
  axeInBothThemes,
  cutOff,
  expect,
  expectSectionAtTop,
  loadCaseStudyContent,
  scrollTo,
  sidewaysScroll,
  sitemapPaths,
  test,
  waitForQuietNetwork,
  waitForReact,
  openHydrated,
} from "./support";

/*
 * The site in Hindi: the pages under /hi/ as served (prerendered, with
 * their language), their pairing with the English pages for search
 * engines, the language switch, the Hindi contact form and assistant, and
 * the bars every page holds (axe, reflow, fonts) on the Hindi pages.
 */

const { caseStudies } = await loadCaseStudyContent();
const firstStudy = caseStudies[0];
if (!firstStudy) throw new Error("no case study");

/** Every English page that has a Hindi counterpart, by its English path. */
const PAIRED_PATHS = [
  "/",
  "/portfolio",
  ...caseStudies.map((study) => `/portfolio/${study.id}`),
  "/insights",
];

const hindiPath = (path: string) => (path === "/" ? "/hi/" : `/hi${path}`);

const DEVANAGARI = /\p{Script=Devanagari}/u;
const SITE_ORIGIN = "https://www.example.com";

/** The page's `<html lang>` and head links, read from the served document. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical:
      document.querySelector('link[rel="canonical"]')?.getAttribute("href") ??
      null,
    ogLocale:
      document
        .querySelector('meta[property="og:locale"]')
        ?.getAttribute("content") ?? null,
    alternates: [
      ...document.querySelectorAll('link[rel="alternate"][hreflang]'),
    ].map((link) => ({
      hreflang: link.getAttribute("hreflang"),
      href: link.getAttribute("href"),
    })),
  }));
}

test.describe("Hindi pages as served", () => {
  test('/hi/ is prerendered in Hindi with lang="hi", and / stays English', async ({
    request,
  }) => {
    const hindi = await request.get("/hi/", { maxRedirects: 0 });
    expect(hindi.status()).toBe(200);
    const html = await hindi.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="hi"/i);
    // The whole page is in the document, in Hindi, before any script runs.
    expect(html).toContain(hero.headlineTail);
    expect(html).toContain(contactContent.heading);

    const english = await (await request.get("/")).text();
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en"/i);
    expect(english).not.toContain(hero.headlineTail);
  });

  test('every Hindi page is prerendered with lang="hi"', async ({
    request,
  }) => {
    for (const path of PAIRED_PATHS) {
      const response = await request.get(hindiPath(path), { maxRedirects: 0 });
      expect(response.status(), hindiPath(path)).toBe(200);
      expect(await response.text(), hindiPath(path)).toMatch(/<html lang="hi"/);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/hi/ reads in Hindi: its heading, its contact form's labels and the switch to English", async ({
      page,
    }) => {
      await page.goto("/hi/");
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        hero.headlineTail,
      );
      const form = page.getByRole("form", { name: contactContent.formHeading });
      await expect(
        form.getByRole("textbox", { name: enquiryFieldLabels.name }),
      ).toBeAttached();
      await expect(
        page.getByRole("banner").getByRole("link", { name: langNames.en }),
      ).toHaveAttribute("href", "/");
    });
  });
});

/** A page's two absolute addresses and the alternates each must name. */
function alternatesOf(path: string) {
  const english = `${SITE_ORIGIN}${path}`;
  const hindi = `${SITE_ORIGIN}${hindiPath(path)}`;
  const pair = [
    { hreflang: "en", href: english },
    { hreflang: "hi", href: hindi },
    { hreflang: "x-default", href: english },
  ];
  return { english, hindi, pair };
}

/**
 * Expects every text of the home page's sections that comes as the page's
 * data (not with its JavaScript) in the page: the hero and its console,
 * the work and the quotes' headings, About, each service and its
 * offerings, the steps and the reasons.
 */
async function expectEverySection(page: Page, content: HomeContent) {
  const section = (id: string) => page.locator(`section#${id}`);
  const { hero: heroText, consoleLines, about, services } = content;
  await expect(section("home")).toContainText(heroText.headlineTail);
  await expect(section("home")).toContainText(heroText.tagline);
  await expect(section("home")).toContainText(heroText.intro);
  for (const line of consoleLines) {
    await expect(section("home")).toContainText(line.text);
  }
  await expect(section("work")).toContainText(content.featuredWork.heading);
  await expect(section("clients")).toContainText(
    content.featuredWork.quotesHeading,
  );
  await expect(section("clients")).toContainText(content.insightsTeaser.link);
  await expect(section("about")).toContainText(about.heading);
  await expect(section("about")).toContainText(about.intro);
  for (const message of about.chat) {
    await expect(section("about")).toContainText(message.text);
  }
  for (const service of services) {
    await expect(section("services")).toContainText(service.title);
    for (const item of service.items) {
      await expect(section("services")).toContainText(item.copy);
    }
  }
  for (const step of content.processSteps) {
    await expect(section("process")).toContainText(step.body);
  }
  for (const card of content.whyCards) {
    await expect(section("why")).toContainText(card.copy);
  }
}

const homeContents = [
  { lang: "en", content: englishContent, portfolio: "/portfolio" },
  { lang: "hi", content: hindiContent, portfolio: "/hi/portfolio" },
] as const;

test.describe("the home page's sections, which come as its data", () => {
  for (const { lang, content } of homeContents) {
    test.describe(`in the prerendered ${lang} page, without JavaScript`, () => {
      test.use({ javaScriptEnabled: false });

      test("every section has its text", async ({ page }) => {
        await page.goto(lang === "en" ? "/" : "/hi/");
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectEverySection(page, content);
      });
    });
  }

  for (const { lang, content, portfolio } of homeContents) {
    test(`a visit from the portfolio (${lang}) draws every section from the loader's data`, async ({
      page,
    }) => {
      await openHydrated(page, portfolio);
      const links = lang === "en" ? englishHeaderLinks : hindiHeaderLinks;
      const home = links.find((link) => link.to === "/Home");
      if (!home) throw new Error("no Home link in the header");
      await page
        .getByRole("banner")
        .getByRole("link", { name: home.label, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(lang === "en" ? /\/Home$/ : /\/hi\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectEverySection(page, content);
    });
  }
});

test.describe("pairs for search engines", () => {
  test.use({ javaScriptEnabled: false });

  test("every page and its Hindi counterpart link each other (en, hi, x-default, absolute) and each is its own canonical", async ({
    page,
  }) => {
    for (const path of PAIRED_PATHS) {
      const { english, hindi, pair } = alternatesOf(path);
      for (const [served, lang, canonical, ogLocale] of [
        [path, "en", english, "en_IN"],
        [hindiPath(path), "hi", hindi, "hi_IN"],
      ] as const) {
        await page.goto(served);
        const head = await headOf(page);
        expect(head, served).toEqual({
          lang,
          canonical,
          ogLocale,
          alternates: expect.arrayContaining(pair),
        });
        expect(head.alternates, served).toHaveLength(pair.length);
      }
    }
  });

  test("the sitemap lists both pages of each pair with their alternates, and the articles alone", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entries = new Map(
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => [
        /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
        [
          ...body.matchAll(
            /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
          ),
        ].map(([, hreflang, href]) => ({ hreflang, href })),
      ]),
    );
    for (const path of PAIRED_PATHS) {
      const { english, hindi, pair } = alternatesOf(path);
      expect(entries.get(english), english).toEqual(pair);
      expect(entries.get(hindi), hindi).toEqual(pair);
    }
    const articles = [...entries.keys()].filter((url) =>
      url?.startsWith(`${SITE_ORIGIN}/insights/`),
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(entries.get(article), article).toEqual([]);
    }
  });

  test("the articles (English only) carry no hreflang pair", async ({
    page,
    request,
  }) => {
    const articles = (await sitemapPaths(request)).filter((path) =>
      path.startsWith("/insights/"),
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const path of articles) {
      await page.goto(path);
      const head = await headOf(page);
      expect(head.alternates, path).toEqual([]);
      expect(head.ogLocale, path).toBe("en_IN");
      expect(head.canonical, path).toBe(`${SITE_ORIGIN}${path}`);
    }
  });
});

test.describe("the Hindi list of articles", () => {
  test("says the articles are in English, and marks their English words as English for screen readers", async ({
    page,
  }) => {
    await page.goto("/hi/insights");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("main")).toContainText("ये लेख अंग्रेज़ी में हैं।");
    const titles = page.getByRole("main").getByRole("article");
    expect(await titles.count()).toBeGreaterThan(0);
    for (const article of await titles.all()) {
      // Title, summary and tags: the language of their nearest [lang].
      const langs = await article.evaluate((element) =>
        [...element.querySelectorAll(":is(h2, h3) a, p, li")]
          .filter((part) => /[A-Za-z]{4}/.test(part.textContent ?? ""))
          .map((part) => part.closest("[lang]")?.getAttribute("lang")),
      );
      expect(langs.length).toBeGreaterThan(0);
      expect(new Set(langs)).toEqual(new Set(["en"]));
    }
  });
});

test.describe("the language switch", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const switchTo = (page: Page, lang: "en" | "hi") =>
    page.getByRole("banner").getByRole("link", { name: langNames[lang] });

  test("on a case study it leads to the same case study in Hindi and back, each named in its own language", async ({
    page,
  }) => {
    const path = `/portfolio/${firstStudy.id}`;
    await openHydrated(page, path);
    const toHindi = switchTo(page, "hi");
    await expect(toHindi).toHaveAttribute("lang", "hi");
    await toHindi.click();
    await expect(page).toHaveURL(new RegExp(`/hi${path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      DEVANAGARI,
    );

    const toEnglish = switchTo(page, "en");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      firstStudy.title,
    );
  });

  test("on a home page section it leads to the same section in the other language", async ({
    page,
  }) => {
    await openHydrated(page, "/#services");
    await switchTo(page, "hi").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/hi\/#services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expectSectionAtTop(page, "services");

    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectSectionAtTop(page, "services");
  });

  test("without a hash, it leads to the section the visitor is reading", async ({
    page,
  }) => {
    await openHydrated(page);
    // Some way into Services, as a visitor scrolls to it: no hash.
    const servicesTop = await page.evaluate(
      () =>
        (document.getElementById("services")?.getBoundingClientRect().top ??
          0) + window.scrollY,
    );
    await scrollTo(page, Math.round(servicesTop));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await switchTo(page, "hi").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/hi\/#services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expectSectionAtTop(page, "services");
  });

  test("at the top of the home page it leads to the top of the other one", async ({
    page,
  }) => {
    await openHydrated(page, "/hi/");
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone it is in the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, "/portfolio");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const toHindi = switchTo(page, "hi");
    await expect(toHindi).toBeVisible();
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/portfolio$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});

test.describe("no redirect by language, and unknown paths", () => {
  test("Accept-Language: hi still gets the English page at /", async ({
    request,
    browser,
    pageProblems,
  }) => {
    const response = await request.get("/", {
      headers: { "Accept-Language": "hi-IN,hi;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en"/);

    // A browser set to Hindi, once the app runs: still English, still at /.
    const context = await browser.newContext({ locale: "hi-IN" });
    pageProblems.watch(context);
    const page = await context.newPage();
    await openHydrated(page);
    await waitForQuietNetwork(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("an unknown path under /hi/ goes to /hi/", async ({ page }) => {
    await page.goto("/hi/whatever");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/hi\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      hero.headlineTail,
    );
  });

  test("/fr/ is an ordinary unknown path: it goes to /", async ({ page }) => {
    await page.goto("/fr/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("the assistant on /hi/", () => {
  test("answers a question written in Devanagari, in Hindi", async ({
    page,
  }) => {
    await page.goto("/hi/#assistant");
    const box = page.getByRole("textbox", { name: assistantCopy.inputLabel });
    await waitForReact(box);
    await box.fill("वेबसाइट बनवाने में कितना समय लगता है?");
    await box.press("Enter");
    const log = page.getByRole("log", { name: assistantCopy.logLabel });
    await expect(log.locator('li[aria-hidden="true"]')).toHaveCount(0);
    const answers = log.locator(':scope > ol > li[data-author="assistant"]');
    await expect(answers).toHaveCount(2);
    const answer = answers.last();
    await expect(answer).toHaveText(DEVANAGARI);
    // An answer from the site's facts, not a shrug.
    for (const shrug of [
      hiReplies.unreadable,
      hiReplies.unlisted,
      hiReplies.offTopic,
    ]) {
      await expect(answer).not.toContainText(shrug.slice(0, 30));
    }
  });
});

test.describe("accessibility of the Hindi pages", () => {
  const WIDTHS = [390, 1280] as const;
  const PATHS = [
    "/hi/",
    "/hi/portfolio",
    `/hi/portfolio/${firstStudy.id}`,
    "/hi/insights",
  ] as const;

  axeInBothThemes(PATHS, WIDTHS);

  test.describe("at 320 px wide", () => {
    test.use({ viewport: { width: 320, height: 700 } });

    for (const path of PATHS) {
      test(`${path} reads without sideways scrolling and nothing is cut off`, async ({
        page,
      }) => {
        await openHydrated(page, path);
        await page.evaluate(() =>
          window.scrollTo(0, document.documentElement.scrollHeight),
        );
        await waitForQuietNetwork(page);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await cutOff(page)).toEqual([]);
      });
    }
  });
});

test.describe("Devanagari fonts", () => {
  /** Every Devanagari font file the page asked for, while scrolled through. */
  async function devanagariFonts(page: Page, path: string) {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (/devanagari/i.test(request.url())) fonts.push(request.url());
    });
    await openHydrated(page, path);
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await waitForQuietNetwork(page);
    return fonts;
  }

  test("an English page downloads no Devanagari font file", async ({
    page,
  }) => {
    expect(await devanagariFonts(page, "/")).toEqual([]);
    // The header's "हिंदी" is drawn from the five-character font written
    // into the stylesheet, so it shows even where the system has no
    // Devanagari font.
    await expect(
      page.getByRole("banner").getByRole("link", { name: langNames.hi }),
    ).toBeAttached();
    const label = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((font) => font.family.includes("Poppins Hindi label"))
        .map((font) => font.status);
    });
    expect(label).toEqual(["loaded"]);
  });

  test("a Hindi page downloads Poppins' Devanagari", async ({ page }) => {
    const fonts = await devanagariFonts(page, "/hi/");
    expect(fonts.length).toBeGreaterThan(0);
    expect(
      fonts.every((url) => /poppins-devanagari-.*\.woff2$/.test(url)),
    ).toBe(true);
  });
});
