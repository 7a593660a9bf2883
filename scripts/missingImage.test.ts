import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { caseStudyOrder } from "../app/content/caseStudies";
import { featuredWork } from "../app/content/featuredWork";

const content = join(import.meta.dirname, "..", "app", "content");
const copy = mkdtempSync(join(tmpdir(), "studio-content-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
// Every case study's cover needs its dark-theme variant too.
const darkCopy = mkdtempSync(join(tmpdir(), "studio-content-dark-"));
afterAll(() => rmSync(darkCopy, { recursive: true, force: true }));

/** Vite builds the case studies as the site's build does: each SVG imported. */
function buildCaseStudies(root = copy) {
  return build({
    configFile: false,
    logLevel: "silent",
    root,
    build: {
      write: false,
      lib: { entry: join(root, "caseStudies.ts"), formats: ["es"] },
    },
  });
}

describe("a featured case study's image", () => {
  it("when missing, fails the build with the file named", async () => {
    cpSync(content, copy, { recursive: true });
    // The same content builds while the image is there.
    await expect(buildCaseStudies()).resolves.toBeDefined();

    const [featured] = featuredWork.caseStudyIds;
    rmSync(join(copy, "case-studies", `${featured}`, "cover.svg"));
    // Vite's own words: "Could not resolve './cover.svg' in
    // …/case-studies/<study>/caseStudy.ts".
    await expect(buildCaseStudies()).rejects.toThrow(
      new RegExp(
        `'\\./cover\\.svg' in \\S*case-studies/${featured}/caseStudy\\.ts`,
      ),
    );
  }, 60_000);
});

describe("a case study's dark cover", () => {
  it("when missing, fails the build with the file named", async () => {
    cpSync(content, darkCopy, { recursive: true });
    // Any study, featured or not: the last in the portfolio.
    const study = caseStudyOrder.at(-1);
    rmSync(join(darkCopy, "case-studies", `${study}`, "cover-dark.svg"));
    await expect(buildCaseStudies(darkCopy)).rejects.toThrow(
      new RegExp(
        `'\\./cover-dark\\.svg' in \\S*case-studies/${study}/caseStudy\\.ts`,
      ),
    );
  }, 60_000);
});
