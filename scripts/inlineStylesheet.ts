/**
 * The site's one stylesheet written into each prerendered page (ADR 002):
 * the first paint waits for no request but the page itself. The `<link>`
 * the framework rendered stays in place, `disabled`, so React hydrates the
 * head it rendered; a disabled stylesheet link is neither fetched nor
 * applied. The build's CSP hashes the inline `<style>` like any other.
 */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

export function inlineStylesheet(
  html: string,
  readAsset: (href: string) => string,
): string {
  return html.replace(
    STYLESHEET_LINK,
    (link, href: string) =>
      `<style>${readAsset(href)}</style>${link.replace(/\/>$/, ' disabled=""/>')}`,
  );
}
