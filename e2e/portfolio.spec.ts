import { type Page } from "@playwright/test";
import { runnerImport } from "vite";
import type * as CaseStudiesModule from "../app/content/caseStudies";
import {
  axeFindings,
  collectErrors,
  expect,
  test,
  waitForHydration,
  openHydrated,
} from "./support";

// The content module imports its SVGs, which Node cannot load by itself:
// Vite's module runner loads it as the build does.
const { module: content } = await runnerImport<typeof CaseStudiesModule>(
  new URL("../app/content/caseStudies.ts", import.meta.url).pathname,
  { configFile: false, logLevel: "silent" },
);
const { caseStudies } = content;

function byLine(line: "dev" | "smm") {
  return caseStudies.filter((study) => study.line === line);
}
const titles = (list: readonly { title: string }[]) =>
  list.map((study) => study.title);

const webStudy = byLine("dev")[0];
const socialStudy = byLine("smm")[0];
if (!webStudy || !socialStudy) throw new Error("Both service lines need work");

const NOT_FOUND = "We couldn't find that case study";

function filterOption(page: Page, name: string) {
  return page
    .getByRole("navigation", { name: "Filter case studies by service line" })
    .getByRole("link", { name, exact: true });
}

function cardTitles(page: Page) {
  return page.getByRole("article").getByRole("heading", { level: 2 });
}

function h1(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

function escapeHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
}

/** Fails the test on a console error, a page error or a failed request. */
function watch(page: Page) {
  const errors = collectErrors(page);
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // Leaving a page cancels its lazy images: that is not a failure.
    if (!failure.includes("ERR_ABORTED")) {
      errors.push(`request failed: ${request.url()} ${failure}`);
    }
  });
  page.on("request", (request) => {
    const { origin } = new URL(request.url());
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin) && origin !== "null") {
      errors.push(`request to another host: ${request.url()}`);
    }
  });
  return errors;
}

test.describe("portfolio", () => {
  test("lists every case study as a card linking to it", async ({ page }) => {
    const errors = watch(page);
    await page.goto("/portfolio");
    await expect(h1(page)).toHaveText("Our work");
    await expect(cardTitles(page)).toHaveText(titles(caseStudies));
    for (const study of caseStudies) {
      const card = page.getByRole("article").filter({ hasText: study.title });
      await expect(card.getByRole("link")).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        `/portfolio/${study.id}`,
      );
      await expect(card).toContainText(study.client);
      await expect(card).toContainText(study.summary);
      await expect(card.getByRole("listitem")).toHaveText([...study.results]);
    }
    await expect(filterOption(page, "All")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(errors).toEqual([]);
  });

  test("the filter narrows the grid, keeps it in the URL and Back restores it", async ({
    page,
  }) => {
    const errors = watch(page);
    await openHydrated(page, "/portfolio");

    await filterOption(page, "Social Media Marketing").click();
    await expect(page).toHaveURL(/\/portfolio\?line=social$/);
    await expect(cardTitles(page)).toHaveText(titles(byLine("smm")));
    await expect(filterOption(page, "Social Media Marketing")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(filterOption(page, "All")).not.toHaveAttribute("aria-current");

    await filterOption(page, "Web Development").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/portfolio\?line=web$/);
    await expect(cardTitles(page)).toHaveText(titles(byLine("dev")));

    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio\?line=social$/);
    await expect(cardTitles(page)).toHaveText(titles(byLine("smm")));
    await expect(filterOption(page, "Social Media Marketing")).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cardTitles(page)).toHaveText(titles(caseStudies));

    await page.goForward();
    await expect(cardTitles(page)).toHaveText(titles(byLine("smm")));
    expect(errors).toEqual([]);
  });

  test("a shared filtered link opens filtered, without a hydration error", async ({
    page,
  }) => {
    const errors = watch(page);
    await page.goto("/portfolio?line=social");
    await expect(cardTitles(page)).toHaveText(titles(byLine("smm")));
    await expect(filterOption(page, "Social Media Marketing")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/portfolio?line=web");
    await expect(cardTitles(page)).toHaveText(titles(byLine("dev")));
    expect(errors).toEqual([]);
  });

  test("an unknown filter value shows every case study", async ({ page }) => {
    const errors = watch(page);
    await openHydrated(page, "/portfolio?line=3d-video");
    await expect(cardTitles(page)).toHaveText(titles(caseStudies));
    await expect(filterOption(page, "All")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(errors).toEqual([]);
  });

  test("clicking anywhere on a card opens its case study", async ({ page }) => {
    const errors = watch(page);
    await openHydrated(page, "/portfolio");
    // The middle of the card is its summary text, not the title link.
    await page
      .getByRole("article")
      .filter({ hasText: socialStudy.title })
      .click();
    await expect(page).toHaveURL(`/portfolio/${socialStudy.id}`);
    await expect(h1(page)).toHaveText(socialStudy.title);
    expect(errors).toEqual([]);
  });
});

test.describe("case study", () => {
  test("shows every part of a social case study", async ({ page }) => {
    const errors = watch(page);
    await page.goto(`/portfolio/${socialStudy.id}`);
    await expect(h1(page)).toHaveText(socialStudy.title);
    const main = page.getByRole("main");
    await expect(main).toContainText(socialStudy.client);
    await expect(main).toContainText(socialStudy.challenge);
    await expect(
      page.getByRole("list", { name: "Results" }).getByRole("listitem"),
    ).toHaveText([...socialStudy.results]);
    await expect(
      page.getByRole("list", { name: "Deliverables" }).getByRole("listitem"),
    ).toHaveText([...socialStudy.stack]);
    await expect(page.getByRole("blockquote")).toContainText(
      socialStudy.quote.text,
    );

    const phones = page.locator('figure[data-frame="phone"]');
    await expect(phones).not.toHaveCount(0);
    for (const phone of await phones.all()) {
      await phone.scrollIntoViewIfNeeded();
      const box = await phone.getByRole("img").boundingBox();
      expect(box).not.toBeNull();
      expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(16 / 9, 1);
      await expect(phone.getByRole("img")).toHaveJSProperty("complete", true);
    }
    await expect(page.locator("video")).toHaveCount(0);

    await expect(
      page.getByRole("img", { name: socialStudy.cover.alt }),
    ).toHaveAttribute("loading", "eager");
    await expect(
      page.getByRole("link", { name: "Start a project" }),
    ).toHaveAttribute("href", "/Home#contact");
    expect(errors).toEqual([]);
  });

  test("previous and next walk the whole ring of case studies", async ({
    page,
  }) => {
    const errors = watch(page);
    const first = caseStudies[0];
    await openHydrated(page, `/portfolio/${first?.id}`);

    /** Follows a pager link and returns the title of the page it opened. */
    const follow = async (name: RegExp) => {
      const before = (await h1(page).textContent()) ?? "";
      await page.getByRole("link", { name }).click();
      await expect(h1(page)).not.toHaveText(before);
      return (await h1(page).textContent()) ?? "";
    };

    const forward: string[] = [];
    for (let step = 0; step < caseStudies.length; step += 1) {
      forward.push(await follow(/next case study/i));
    }
    // One full turn: every case study once, ending where it started.
    expect(forward).toEqual([...titles(caseStudies).slice(1), first?.title]);

    const backward: string[] = [];
    for (let step = 0; step < caseStudies.length; step += 1) {
      backward.push(await follow(/previous case study/i));
    }
    expect(backward).toEqual([...titles(caseStudies)].reverse());

    await page.getByRole("link", { name: "Back to portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cardTitles(page)).toHaveCount(caseStudies.length);
    expect(errors).toEqual([]);
  });

  test("an unknown id shows a not-found view in the layout, marked noindex", async ({
    page,
  }) => {
    const errors = watch(page);
    await page.goto("/portfolio/not-a-case");
    await expect(h1(page)).toHaveText(NOT_FOUND);
    await expect(page).toHaveURL(/\/portfolio\/not-a-case$/);
    await expect(page).toHaveTitle(/^Case study not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("link", { name: "See all case studies" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goBack();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  for (const path of [
    "/portfolio/Hospital-Registration",
    "/portfolio/hospital-registration/",
    "/portfolio/HOSPITAL-REGISTRATION/",
    "/portfolio/hospital%2Dregistration",
  ]) {
    test(`${path} shows the hospital case study`, async ({ page }) => {
      const errors = watch(page);
      await page.goto(path);
      await expect(h1(page)).toHaveText(
        caseStudies.find((study) => study.id === "hospital-registration")
          ?.title ?? "",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  for (const path of [
    `/portfolio/${"a-very-long-id-".repeat(30)}`,
    "/portfolio/%F0%9F%A6%84",
    "/portfolio/hospital-registration-2",
  ]) {
    test(`${path.slice(0, 40)}… shows the not-found view`, async ({ page }) => {
      const errors = watch(page);
      await page.goto(path);
      await expect(h1(page)).toHaveText(NOT_FOUND);
      expect(errors).toEqual([]);
    });
  }

  test("the case study page is fetched on demand behind the spinner", async ({
    page,
  }) => {
    const errors = watch(page);
    const isCaseStudyChunk = (url: URL) =>
      /\/assets\/case-study-[\w-]+\.js$/.test(url.pathname);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await openHydrated(page, "/portfolio");
    expect(requested.filter((url) => isCaseStudyChunk(new URL(url)))).toEqual(
      [],
    );

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isCaseStudyChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: webStudy.title }).click();
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    release();
    await expect(h1(page)).toHaveText(webStudy.title);
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("prerendered HTML", () => {
  test("every case study page already contains its title and text", async ({
    request,
  }) => {
    for (const study of caseStudies) {
      const response = await request.get(`/portfolio/${study.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(study.title))}</h1>`),
      );
      expect(html).toContain(
        `<title>${escapeHtml(study.title)} | Kalam Studio</title>`,
      );
      expect(html).toContain(escapeHtml(study.challenge));
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a case study reads fully", async ({ page }) => {
      await page.goto(`/portfolio/${webStudy.id}`);
      await expect(h1(page)).toHaveText(webStudy.title);
      await expect(page.getByRole("blockquote")).toContainText(
        webStudy.quote.text,
      );
      await expect(
        page.getByRole("link", { name: /next case study/i }),
      ).toHaveAttribute("href", /^\/portfolio\/[a-z0-9-]+$/);
    });
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const PAGES = [
  { name: "the portfolio", path: "/portfolio", heading: "Our work" },
  {
    name: "the filtered portfolio",
    path: "/portfolio?line=social",
    heading: "Our work",
  },
  {
    name: "a web case study",
    path: `/portfolio/${webStudy.id}`,
    heading: webStudy.title,
  },
  {
    name: "a social case study",
    path: `/portfolio/${socialStudy.id}`,
    heading: socialStudy.title,
  },
  {
    name: "the not-found case study",
    path: "/portfolio/not-a-case",
    heading: NOT_FOUND,
  },
] as const;

test.describe("accessibility and reflow", () => {
  for (const { name, path, heading } of PAGES) {
    test(`${name} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(h1(page)).toHaveText(heading);
      await waitForHydration(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });

    for (const width of [320, 768, 1280]) {
      test(`${name} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(h1(page)).toHaveText(heading);
        await waitForHydration(page);
        expect(await axeFindings(page)).toEqual([]);
      });
    }
  }
});
