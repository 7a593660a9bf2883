/**
 * The page for unknown addresses (`__spa-fallback.html`, served as 404.html
 * by static hosts) carries a title and `noindex` of its own, written in by
 * the build (scripts/fallbackPage.ts) and marked with this attribute. Once
 * the app runs, the route's own metadata takes over and these go.
 */
export const FALLBACK_HEAD_ATTRIBUTE = "data-fallback-head";

export function dropFallbackHead(): void {
  for (const element of document.head.querySelectorAll(
    `[${FALLBACK_HEAD_ATTRIBUTE}]`,
  )) {
    element.remove();
  }
}
