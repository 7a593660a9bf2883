import type { MetaDescriptor } from "react-router";
import { type Lang, langs, ogLocales } from "~/content/lang";
import { site, siteMeta } from "~/content/site";
import { counterpartPath, localePath } from "./lang";

export type OgImage = {
  /** Site-relative path of a 1200x630 PNG. */
  path: string;
  width: number;
  height: number;
  alt: string;
};

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The studio's card: the home page, the portfolio and any page without its own. */
export const OG_IMAGE = {
  path: "/og-image.png",
  ...OG_IMAGE_SIZE,
  alt: siteMeta.cardAlt,
} as const satisfies OgImage;

/**
 * Where the build writes a page's own card (scripts/ogCards.ts), e.g.
 * `/og/portfolio/hospital-registration.png`.
 */
export function ogCardPath(collection: string, id: string): string {
  return `/og/${collection}/${id}.png`;
}

export type PageMeta = {
  /** The page's language; its path is the English page's (default "en"). */
  lang?: Lang;
  /**
   * Whether the page has a counterpart in the other language (default
   * true): the pair link each other with `hreflang`. The articles are in
   * English only.
   */
  hasCounterpart?: boolean;
  title: string;
  description: string;
  /** The English page's canonical path, e.g. "/portfolio". */
  path: string;
  isNoIndex?: boolean;
  type?: "website" | "article";
  /** Structured data for the page, one JSON-LD block each. */
  jsonLd?: readonly object[];
  /** The page's own social card; the studio's card otherwise. */
  image?: OgImage;
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/**
 * Everything a route's `meta` export needs: title, description, canonical,
 * Open Graph and Twitter cards, robots and JSON-LD.
 */
/**
 * The `hreflang` links of a page and its counterpart: each language's
 * address, and the English one as `x-default`.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  const english = absoluteUrl(path);
  return [
    ...langs.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: absoluteUrl(counterpartPath(path, lang)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: english },
  ];
}

export function pageMeta({
  lang = "en",
  hasCounterpart = true,
  title,
  description,
  path,
  isNoIndex,
  type = "website",
  jsonLd = [],
  image: card = OG_IMAGE,
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(localePath(lang, path));
  const image = absoluteUrl(card.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocales[lang] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
  ];
  if (hasCounterpart && !isNoIndex) tags.push(...alternateLinks(path));
  if (isNoIndex) tags.push({ name: "robots", content: "noindex" });
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
