import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import { portfolioPageWords as english } from "~/content/pages/en/portfolio";
import { caseStudyMeta } from "./caseStudyMeta";

function read(tags: MetaDescriptor[]) {
  const records = tags as Record<string, unknown>[];
  const find = (key: string, value: string) =>
    records.find((tag) => tag[key] === value);
  return {
    title: records.find((tag) => "title" in tag)?.title,
    description: find("name", "description")?.content,
    robots: find("name", "robots")?.content,
    canonical: String(find("rel", "canonical")?.href),
    jsonLd: records
      .map((tag) => tag["script:ld+json"] as Record<string, unknown>)
      .filter(Boolean),
  };
}

describe("caseStudyMeta", () => {
  it("gives each case study its own title and description, indexable", () => {
    const titles = new Set<unknown>();
    for (const study of caseStudies) {
      const meta = read(
        caseStudyMeta(study.id, `/portfolio/${study.id}`, "en", english),
      );
      expect(meta.title).toContain(study.title);
      expect(meta.description).toBe(study.summary);
      expect(meta.robots).toBeUndefined();
      expect(meta.canonical).toMatch(new RegExp(`/portfolio/${study.id}$`));
      expect(meta.jsonLd).toEqual([
        expect.objectContaining({
          "@type": "CreativeWork",
          name: study.title,
          url: meta.canonical,
        }),
      ]);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(caseStudies.length);
  });

  it("points an id in another case to the one canonical URL", () => {
    const meta = read(
      caseStudyMeta(
        "Hospital-Registration",
        "/portfolio/Hospital-Registration",
        "en",
        english,
      ),
    );
    expect(meta.canonical).toMatch(/\/portfolio\/hospital-registration$/);
    expect(meta.robots).toBeUndefined();
  });

  it("marks an unknown id not found and noindex", () => {
    const meta = read(
      caseStudyMeta("not-a-case", "/portfolio/not-a-case", "en", english),
    );
    expect(meta.title).toMatch(/^Case study not found/);
    expect(meta.description).toBeTruthy();
    expect(meta.robots).toBe("noindex");
    expect(meta.jsonLd).toEqual([]);
  });
});

describe("caseStudyMeta social cards", () => {
  it("points each case study at its own 1200x630 card with alt text", () => {
    const images = new Set<unknown>();
    for (const study of caseStudies) {
      const tags = caseStudyMeta(
        study.id,
        `/portfolio/${study.id}`,
        "en",
        english,
      ) as Record<string, unknown>[];
      const og = (property: string) =>
        tags.find((tag) => tag.property === property)?.content;
      expect(og("og:image")).toMatch(
        new RegExp(`/og/portfolio/${study.id}\\.png$`),
      );
      expect(og("og:image:width")).toBe("1200");
      expect(og("og:image:height")).toBe("630");
      expect(og("og:image:alt")).toContain(study.client);
      images.add(og("og:image"));
    }
    expect(images.size).toBe(caseStudies.length);
  });

  it("keeps the studio's card for an unknown case study", () => {
    const tags = caseStudyMeta(
      "no-such-study",
      "/portfolio/no-such-study",
      "en",
      english,
    );
    const image = (tags as Record<string, unknown>[]).find(
      (tag) => tag.property === "og:image",
    );
    expect(image?.content).toMatch(/\/og-image\.png$/);
  });
});
