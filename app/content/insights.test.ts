import { describe, expect, it } from "vitest";
import { articleTexts } from "virtual:insights/text";
import {
  loadArticles,
  readArticleSources,
} from "../../scripts/insights/articles";
import { caseStudies } from "./caseStudies";
import { insights } from "./insights";

const caseStudyIds = caseStudies.map((study) => study.id);
const articles = loadArticles({ caseStudyIds });

describe("the articles", () => {
  it("are at least three, newest first, as the site imports them", () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(insights.map((article) => article.slug)).toEqual(
      articles.map((article) => article.slug),
    );
    const dates = insights.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(articles.map((article) => [article.file, article] as const))(
    "%s is 600 to 1,200 words with an outline of at least three sections",
    (_, article) => {
      expect(article.wordCount).toBeGreaterThanOrEqual(600);
      expect(article.wordCount).toBeLessThanOrEqual(1200);
      expect(
        article.headings.filter((heading) => heading.depth === 2).length,
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it("link only to pages that exist: case studies, articles, home anchors", () => {
    const slugs = articles.map((article) => article.slug);
    const homeAnchors = ["contact", "services", "privacy", "terms"];
    for (const { file, source } of readArticleSources()) {
      const links = [...source.matchAll(/\]\(([^)\s]+)\)/g)].map(
        (match) => match[1] ?? "",
      );
      for (const href of links) {
        const study = href.match(/^\/portfolio\/([\w-]+)$/)?.[1];
        const slug = href.match(/^\/insights\/([\w-]+)$/)?.[1];
        const anchor = href.match(/^(?:\/Home)?#([\w-]+)$/)?.[1];
        const isKnown =
          (study !== undefined && caseStudyIds.includes(study)) ||
          (slug !== undefined && slugs.includes(slug)) ||
          (anchor !== undefined && homeAnchors.includes(anchor));
        expect(isKnown, `${file}: ${href}`).toBe(true);
      }
    }
  });

  it("cite the case studies they list as related work", () => {
    for (const { file, source } of readArticleSources()) {
      const article = articles.find((item) => item.file === file);
      for (const id of article?.related ?? []) {
        expect(source, `${file} links /portfolio/${id}`).toContain(
          `(/portfolio/${id})`,
        );
      }
    }
  });

  it("each have their own cover, described for screen readers", () => {
    const covers = articles.map((article) => article.cover.file);
    expect(new Set(covers).size).toBe(covers.length);
    for (const article of insights) {
      expect(article.cover.src).toMatch(/\.svg$|^data:image\/svg\+xml/);
      expect(article.cover.alt.length).toBeGreaterThan(30);
    }
  });
});

describe("the assistant's index of the articles", () => {
  it("has each article as plain text, with its url and headings", () => {
    expect(articleTexts.map((text) => text.slug)).toEqual(
      articles.map((article) => article.slug),
    );
    for (const text of articleTexts) {
      expect(text.url).toBe(`/insights/${text.slug}`);
      expect(text.text.split(/\s+/).length).toBeGreaterThan(500);
      // No Markdown or MDX syntax left: link targets, heading marks, JSX.
      expect(text.text).not.toMatch(/\]\(|^#|<\/?figure|<figcaption/m);
      expect(text.headings.length).toBeGreaterThan(2);
      for (const heading of text.headings) expect(text.text).toContain(heading);
    }
  });
});
