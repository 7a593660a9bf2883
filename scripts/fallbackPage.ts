import { shellCopy } from "../app/content/shell";
import { site } from "../app/content/site";
import { FALLBACK_HEAD_ATTRIBUTE } from "../app/effects/fallbackHead";

/**
 * The page for unknown addresses, as the build wrote it, made a page of its
 * own: a real title and `noindex` (a crawler must not index an address that
 * does not exist), and no link marked as the current page (the framework
 * renders it at "/", so Home claimed to be current).
 */
export function withFallbackHead(html: string): string {
  const title = `${shellCopy.notFound.title} | ${site.name}`;
  const head =
    `<title ${FALLBACK_HEAD_ATTRIBUTE}="">${title}</title>` +
    `<meta name="robots" content="noindex" ${FALLBACK_HEAD_ATTRIBUTE}=""/>`;
  if (html.includes(FALLBACK_HEAD_ATTRIBUTE)) return html;
  const withHead = html.replace(
    /(<meta charSet="utf-8"\/>)/,
    (charset) => `${charset}${head}`,
  );
  if (withHead === html) {
    throw new Error("The fallback page has no <meta charSet> to follow");
  }
  return withHead.replaceAll(' aria-current="page"', "");
}
