import { type Page } from "@playwright/test";
import { expect, loadCaseStudyContent, test } from "./support";

/* Issue 14: every case study has its own social card, made at build time. */

const { caseStudies } = await loadCaseStudyContent();

async function og(page: Page, property: string) {
  return page.locator(`meta[property="${property}"]`).getAttribute("content");
}

test("each case study's og:image is its own 1200x630 PNG, served by the site", async ({
  page,
  request,
}) => {
  const seen = new Map<string, string>();
  for (const study of caseStudies) {
    await page.goto(`/portfolio/${study.id}`);
    const url = await og(page, "og:image");
    expect(url, study.id).toBeTruthy();
    expect(await og(page, "og:image:width")).toBe("1200");
    expect(await og(page, "og:image:height")).toBe("630");
    expect(await og(page, "og:image:alt")).toContain(study.title);

    const response = await request.get(new URL(url ?? "").pathname);
    expect(response.status(), url ?? "").toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    // Distinct URLs and distinct pictures.
    const digest = png.toString("base64");
    expect([...seen.values()]).not.toContain(digest);
    seen.set(url ?? "", digest);
  }
  expect(seen.size).toBe(caseStudies.length);
});

test("the home page and the portfolio keep the studio's card", async ({
  page,
}) => {
  for (const path of ["/", "/portfolio"]) {
    await page.goto(path);
    expect(await og(page, "og:image"), path).toMatch(/\/og-image\.png$/);
  }
});
