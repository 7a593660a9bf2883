import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export const OG_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: fast websites and social media from New Delhi`,
} as const;

export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path, e.g. "/portfolio". */
  path: string;
  isNoIndex?: boolean;
  type?: "website" | "article";
  /** Structured data for the page, one JSON-LD block each. */
  jsonLd?: readonly object[];
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/**
 * Everything a route's `meta` export needs: title, description, canonical,
 * Open Graph and Twitter cards, robots and JSON-LD.
 */
export function pageMeta({
  title,
  description,
  path,
  isNoIndex,
  type = "website",
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(OG_IMAGE.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: OG_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (isNoIndex) tags.push({ name: "robots", content: "noindex" });
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
