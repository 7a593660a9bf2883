import type { ComponentType } from "react";
import type { Illustration } from "./types";

/** A heading inside an article body (the page title is the only h1). */
export type ArticleHeading = { depth: 2 | 3 | 4; text: string };

/**
 * One article's metadata, read from its MDX frontmatter and checked at build
 * (scripts/insights/articles.ts). The body is a separate chunk, loaded by
 * `load`.
 */
export type ArticleMeta = {
  /** Stable kebab-case slug: the URL /insights/:slug. */
  slug: string;
  title: string;
  /** One line; doubles as the page's meta description. */
  summary: string;
  /** ISO dates, YYYY-MM-DD. */
  date: string;
  updated: string;
  author: string;
  tags: readonly string[];
  /** Case study ids, shown as "Related work". */
  related: readonly string[];
  cover: Illustration;
  readingMinutes: number;
  wordCount: number;
};

/** What the assistant indexes for each article: plain text, no markup. */
export type ArticleText = {
  slug: string;
  title: string;
  summary: string;
  tags: readonly string[];
  /** The article's path, e.g. /insights/some-slug. */
  url: string;
  headings: readonly string[];
  text: string;
};

/** Elements an article body may render through its own components. */
export type ArticleComponents = Partial<
  Record<string, ComponentType<Record<string, unknown>>>
>;
