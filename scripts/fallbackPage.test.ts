import { describe, expect, it } from "vitest";
import { withFallbackHead } from "./fallbackPage";

const PAGE =
  '<html lang="en"><head><meta charSet="utf-8"/><meta name="viewport"/></head>' +
  '<body><nav><a aria-current="page" href="/Home">Home</a></nav></body></html>';

describe("withFallbackHead", () => {
  it("gives the fallback page a title and noindex, and no current link", () => {
    const html = withFallbackHead(PAGE);
    expect(html).toContain(
      '<title data-fallback-head="">Page not found | Kalam Studio</title>',
    );
    expect(html).toContain(
      '<meta name="robots" content="noindex" data-fallback-head=""/>',
    );
    expect(html).not.toContain("aria-current");
  });

  it("does not add a second title when run twice", () => {
    const once = withFallbackHead(PAGE);
    expect(withFallbackHead(once)).toBe(once);
  });

  it("fails the build on a page it cannot place the head in", () => {
    expect(() => withFallbackHead("<html><head></head></html>")).toThrow(
      /charSet/,
    );
  });
});
