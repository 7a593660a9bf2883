import { createHash } from "node:crypto";
import { headerProblems } from "../scripts/headerCheck";
import {
  sitemapPaths,
  collectErrors,
  expect,
  hydrateServiceTabs,
  test,
  openHydrated,
} from "./support";

test("every page and the not-found page carry strong headers", async ({
  request,
}) => {
  const paths = [...(await sitemapPaths(request)), "/Home", "/no-such-page"];
  expect(paths.length).toBeGreaterThan(3);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    expect(headerProblems(response.headers()), path).toEqual([]);
    // Every inline style the page carries is allowed by its hash.
    const html = await response.text();
    const csp = response.headers()["content-security-policy"] ?? "";
    for (const [, value = ""] of html.matchAll(/\sstyle="([^"]*)"/g)) {
      const hash = createHash("sha256")
        .update(value.replaceAll("&quot;", '"').replaceAll("&amp;", "&"))
        .digest("base64");
      expect(csp, `${path}: style="${value}"`).toContain(`'sha256-${hash}'`);
    }
  }
});

test("a missing asset is a short 404, never the app in a frame", async ({
  request,
}) => {
  for (const path of ["/assets/entry", "/assets/missing-abc123.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers()["cache-control"]).not.toContain("immutable");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(await response.text()).toBe("Not found");
  }
});

test("the pages run under their own policy without a violation", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page);
  await hydrateServiceTabs(page);
  await page.getByRole("tab", { name: /social/i }).click();
  await expect(page.getByRole("tab", { name: /social/i })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await openHydrated(page, "/portfolio");
  expect(errors).toEqual([]);
});
