import { type Lang, langPrefixes, langs } from "~/content/lang";

const HINDI_PREFIX = langPrefixes.hi;

/** The language of a page, from its path: Hindi under `/hi/`, else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`)
    ? "hi"
    : "en";
}

/**
 * A language from anything sent to us: one of ours when it is exactly one
 * of them, else English (the default), so nothing else is ever kept.
 */
export function readLang(value: unknown): Lang {
  return langs.find((lang) => lang === value) ?? "en";
}

/** A path without its language prefix: `/hi/portfolio` → `/portfolio`. */
export function unprefixedPath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * Where a link in the copy leads on a page in `lang`: the same page in that
 * language where it has one. Section and legal links (`#contact`) stay on
 * the page; the articles are in English only, so they keep their address.
 */
export function localePath(lang: Lang, to: string): string {
  if (lang === "en" || !to.startsWith("/")) return to;
  if (to.startsWith("/insights/")) return to;
  if (to === "/" || to.startsWith("/#")) return `${HINDI_PREFIX}${to}`;
  // `/Home` is the spec's other name of the home page.
  if (to === "/Home" || to.startsWith("/Home#")) {
    return `${HINDI_PREFIX}/${to.slice("/Home".length)}`;
  }
  return `${HINDI_PREFIX}${to}`;
}

/**
 * The same page in the other language, for the language switch and the
 * pages' `hreflang` pairs. An article has no Hindi page: its counterpart is
 * the Hindi list of articles.
 */
export function counterpartPath(pathname: string, lang: Lang): string {
  const path = unprefixedPath(pathname);
  if (lang === "en") return path;
  if (path.startsWith("/insights/")) return `${HINDI_PREFIX}/insights`;
  return localePath("hi", path === "/Home" ? "/" : path);
}
