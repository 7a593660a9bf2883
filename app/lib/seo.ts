import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path, e.g. "/portfolio". */
  path: string;
  isNoIndex?: boolean;
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** Title, description and canonical for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  isNoIndex,
}: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
  ];
  if (isNoIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
