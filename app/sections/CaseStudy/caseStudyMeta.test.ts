import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
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
      const meta = read(caseStudyMeta(study.id, `/portfolio/${study.id}`));
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
      ),
    );
    expect(meta.canonical).toMatch(/\/portfolio\/hospital-registration$/);
    expect(meta.robots).toBeUndefined();
  });

  it("marks an unknown id not found and noindex", () => {
    const meta = read(caseStudyMeta("not-a-case", "/portfolio/not-a-case"));
    expect(meta.title).toMatch(/^Case study not found/);
    expect(meta.description).toBeTruthy();
    expect(meta.robots).toBe("noindex");
    expect(meta.jsonLd).toEqual([]);
  });
});
