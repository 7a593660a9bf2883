import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inlineStylesheet";

const css: Record<string, string> = {
  "/assets/style-abc.css": "body{color:red}",
};
const read = (href: string) => {
  const text = css[href];
  if (text === undefined) throw new Error(`no ${href}`);
  return text;
};

describe("inlineStylesheet", () => {
  it("writes the stylesheet into the page and keeps the framework's link, disabled", () => {
    const html =
      '<head><link rel="preload" href="/assets/a.woff2" as="font"/><link rel="stylesheet" href="/assets/style-abc.css"/></head>';
    expect(inlineStylesheet(html, read)).toBe(
      '<head><link rel="preload" href="/assets/a.woff2" as="font"/><style>body{color:red}</style><link rel="stylesheet" href="/assets/style-abc.css" disabled=""/></head>',
    );
  });

  it("leaves a page without the build's stylesheet as it is", () => {
    const html = '<head><link rel="icon" href="/favicon.svg"/></head>';
    expect(inlineStylesheet(html, read)).toBe(html);
  });

  it("fails on a stylesheet the build does not have, naming it", () => {
    const html = '<link rel="stylesheet" href="/assets/style-gone.css"/>';
    expect(() => inlineStylesheet(html, read)).toThrow(
      "no /assets/style-gone.css",
    );
  });
});
