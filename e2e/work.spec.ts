import type { Page } from "@playwright/test";
import { featuredWork } from "../app/content/featuredWork";
import { sectionIds } from "../app/content/sectionIds";
import {
  collectErrors,
  followNavLink,
  loadCaseStudyContent,
  test,
  expect,
  openHydrated,
} from "./support";

/* Issue 14: the home page shows the work and the clients' words. */

const { studyById } = await loadCaseStudyContent();
const featured = featuredWork.caseStudyIds.map(studyById);
const quoted = featuredWork.quoteIds.map(studyById);

test("the work comes right after the hero, then the clients' words, then About", async ({
  page,
}) => {
  await page.goto("/");
  const order = await page
    .locator("main section[id]")
    .evaluateAll((sections) => sections.map((section) => section.id));
  const at = (id: string) => order.indexOf(id);
  expect(at(sectionIds.work)).toBe(at(sectionIds.home) + 1);
  expect(at(sectionIds.clients)).toBe(at(sectionIds.work) + 1);
  expect(at(sectionIds.about)).toBe(at(sectionIds.clients) + 1);
});

test("the home page shows three case-study cards whose links reach each study", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page);
  const work = page.getByRole("region", { name: featuredWork.heading });
  const cards = work.getByRole("article");
  await expect(cards).toHaveCount(3);
  expect(new Set(featured.map((study) => study.line))).toEqual(
    new Set(["dev", "smm"]),
  );

  for (const [index, study] of featured.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(
      study.title,
    );
    await expect(card).toContainText(`${study.client} · ${study.sector}`);
    await expect(card).toContainText(study.results[0] ?? "");
    // Lazy, and sized before it loads, so nothing moves when it arrives.
    const image = card.locator("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", String(study.cover.width));
    await expect(image).toHaveAttribute("height", String(study.cover.height));

    await card.getByRole("link", { name: study.title }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${study.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      study.title,
    );
    await page.goBack();
    await expect(cards).toHaveCount(3);
  }

  await work.getByRole("link", { name: featuredWork.portfolioLink }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  expect(errors).toEqual([]);
});

test("clients' quotes show who said them and link to their case study", async ({
  page,
}) => {
  await page.goto("/");
  const work = page.getByRole("region", { name: featuredWork.quotesHeading });
  const quotes = work.getByRole("list", { name: featuredWork.quotesHeading });
  const figures = quotes.getByRole("figure");
  await expect(figures).toHaveCount(quoted.length);
  expect(quoted.length).toBeGreaterThanOrEqual(2);

  for (const [index, study] of quoted.entries()) {
    const figure = figures.nth(index);
    await expect(figure.locator("blockquote")).toHaveText(study.quote.text);
    await expect(figure.locator("figcaption")).toContainText(study.quote.name);
    await expect(figure.locator("figcaption")).toContainText(
      `${study.quote.role}, ${study.client}`,
    );
    await expect(
      figure.getByRole("link", { name: new RegExp(study.client) }),
    ).toHaveAttribute("href", `/portfolio/${study.id}`);
  }

  // Still: the same quotes a moment later, nothing rotating.
  const before = await figures.allTextContents();
  await expect(figures.first()).toBeVisible();
  expect(
    await work.evaluate(
      (element) => element.getAnimations({ subtree: true }).length,
    ),
  ).toBe(0);
  await expect(figures).toHaveText(before);

  const [first] = quoted;
  if (!first) throw new Error("no quotes");
  await figures.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
});

/** The home page's three studies and every quoted client's words. */
async function expectTheWork(page: Page) {
  const work = page.getByRole("region", { name: featuredWork.heading });
  await expect(work.getByRole("article")).toHaveCount(3);
  await expect(
    page
      .getByRole("region", { name: featuredWork.quotesHeading })
      .getByRole("figure"),
  ).toHaveCount(quoted.length);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the work is in the prerendered page", async ({ page }) => {
    await page.goto("/");
    await expectTheWork(page);
  });
});

test("coming back to the home page from the portfolio shows the work", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page, "/portfolio");
  await followNavLink(page, "Main", "Home");
  await expect(page).toHaveURL(/\/Home$/);
  await expectTheWork(page);
  expect(errors).toEqual([]);
});

test("/home in another case, served by the SPA fallback, shows the work too", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/HOME");
  await expectTheWork(page);
  expect(errors).toEqual([]);
});
