import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { featuredWork } from "../app/content/featuredWork";

const content = join(import.meta.dirname, "..", "app", "content");
const copy = mkdtempSync(join(tmpdir(), "studio-content-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Vite builds the case studies as the site's build does: each SVG imported. */
function buildCaseStudies() {
  return build({
    configFile: false,
    logLevel: "silent",
    root: copy,
    build: {
      write: false,
      lib: { entry: join(copy, "caseStudies.ts"), formats: ["es"] },
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
