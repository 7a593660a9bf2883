import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudyProblems } from "~/lib/caseStudy";
import { caseStudies, caseStudyOrder } from "./caseStudies";
import type { CaseStudy, Illustration } from "./types";

const root = join(import.meta.dirname, "..", "..");
const assetDir = join(root, "app", "content", "case-studies");
const images = caseStudies.flatMap((study) => [study.cover, ...study.visuals]);
/** Each cover's dark-theme variant: a drawing of its own, the cover's size. */
const darkCovers = caseStudies.map((study) => ({
  ...study.cover,
  src: study.cover.darkSrc,
}));

/** Every SVG in app/content/case-studies, by its contents. */
const filesByContent = new Map(
  readdirSync(assetDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [readFileSync(path, "utf8"), relative(assetDir, path)] as const;
    }),
);

/**
 * The SVG an image's src serves: a path into the project, or (Vitest inlines
 * small assets, the build does not) a data URL.
 */
function contentOf(image: Illustration): string {
  const { src } = image;
  const base64 = /^data:image\/svg\+xml;base64,/.exec(src);
  if (base64)
    return Buffer.from(src.slice(base64[0].length), "base64").toString("utf8");
  if (src.startsWith("data:image/svg+xml,")) {
    return decodeURIComponent(src.slice("data:image/svg+xml,".length));
  }
  return readFileSync(join(root, src), "utf8");
}

/** The width and height written on an SVG's root element. */
function svgSize(source: string) {
  const svg = /<svg\b[^>]*>/.exec(source)?.[0] ?? "";
  return {
    width: Number(/\swidth="(\d+)"/.exec(svg)?.[1]),
    height: Number(/\sheight="(\d+)"/.exec(svg)?.[1]),
  };
}

/** Each study module, by the folder it sits in. */
const modulesByFolder = Object.entries(
  import.meta.glob<CaseStudy>("./case-studies/*/caseStudy.ts", {
    eager: true,
    import: "caseStudy",
  }),
).map(([path, study]) => ({ folder: path.split("/")[2], study }));

describe("case studies", () => {
  it("lists every case study folder once, in the portfolio's order", () => {
    const folders = readdirSync(assetDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(new Set(caseStudyOrder).size).toBe(caseStudyOrder.length);
    expect([...caseStudyOrder].sort()).toEqual(folders.sort());
    expect(modulesByFolder.map(({ folder }) => folder).sort()).toEqual(
      folders.sort(),
    );
    expect(caseStudies.map((study) => study.id)).toEqual([...caseStudyOrder]);
  });

  it("names each study's folder after its id", () => {
    for (const { folder, study } of modulesByFolder) {
      expect(study.id).toBe(folder);
    }
  });

  it("has 6 to 8 case studies, including the hospital registration system", () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(6);
    expect(caseStudies.length).toBeLessThanOrEqual(8);
    expect(caseStudies.map((study) => study.id)).toContain(
      "hospital-registration",
    );
  });

  it("represents both service lines with at least three case studies", () => {
    const count = (line: string) =>
      caseStudies.filter((study) => study.line === line).length;
    expect(count("dev")).toBeGreaterThanOrEqual(3);
    expect(count("smm")).toBeGreaterThanOrEqual(3);
  });

  it("has unique kebab-case ids, no empty field and alt text on every image", () => {
    expect(caseStudyProblems(caseStudies)).toEqual([]);
  });

  it("keeps titles and summaries short enough for search results", () => {
    const tooLong = caseStudies.filter(
      (study) =>
        study.title.length > 60 ||
        study.summary.length < 70 ||
        study.summary.length > 160,
    );
    expect(tooLong.map((study) => study.id)).toEqual([]);
  });

  it("gives each case study 3 to 5 short results and a full story", () => {
    const thin = caseStudies.filter(
      (study) =>
        study.results.length < 3 ||
        study.results.length > 5 ||
        study.approach.length < 3 ||
        study.stack.length < 3 ||
        study.visuals.length < 2,
    );
    expect(thin.map((study) => study.id)).toEqual([]);
    const longChips = caseStudies
      .flatMap((study) => study.results)
      .filter((result) => result.length > 30);
    expect(longChips).toEqual([]);
  });

  it("reads like a real studio wrote it", () => {
    const text = JSON.stringify(caseStudies).toLowerCase();
    for (const filler of ["lorem", "ipsum", "todo", "tbd", "award"]) {
      expect(text).not.toContain(filler);
    }
  });

  it("shows social work as 9:16 reels and posts on a named platform", () => {
    for (const study of caseStudies.filter((item) => item.line === "smm")) {
      const posters = study.visuals.filter(
        (visual) => visual.kind === "reel" || visual.kind === "post",
      );
      expect(posters.length).toBeGreaterThanOrEqual(2);
      for (const poster of posters) {
        expect(poster.height * 9).toBe(poster.width * 16);
        expect("platform" in poster && poster.platform).toBeTruthy();
      }
    }
  });

  it("uses only images stored beside the case studies, each once", () => {
    const used = [...images, ...darkCovers].map((image) =>
      filesByContent.get(contentOf(image)),
    );
    expect(used).not.toContain(undefined);
    expect(new Set(used).size).toBe(images.length + darkCovers.length);
    expect([...filesByContent.values()].sort()).toEqual([...used].sort());
  });

  it("declares the size each SVG really has, and 16:10 covers", () => {
    const declared = [...images, ...darkCovers].map((image) => ({
      alt: image.alt,
      width: image.width,
      height: image.height,
    }));
    const actual = [...images, ...darkCovers].map((image) => ({
      alt: image.alt,
      ...svgSize(contentOf(image)),
    }));
    expect(actual).toEqual(declared);
    const covers = caseStudies.map((study) => study.cover);
    expect(
      covers.filter((cover) => cover.width * 10 !== cover.height * 16),
    ).toEqual([]);
  });

  it("writes distinct alt text that does not start with 'image of'", () => {
    const alts = images.map((image) => image.alt);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) {
      expect(alt).not.toMatch(/^(image|picture|photo) of/i);
    }
  });
});
