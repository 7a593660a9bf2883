/**
 * Reads the articles in app/content/insights/*.mdx and checks their
 * frontmatter at build time. Every problem names the file and the field, and
 * any problem stops the build (the Vite plugin and the prerender list both
 * call this).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type {
  ArticleHeading,
  ArticleMeta,
  ArticleText,
} from "../../app/content/articleTypes";
import {
  blocks,
  headingsOf,
  type MdNode,
  outlineProblems,
  processor,
  splitFrontmatter,
} from "./markdown.ts";

const root = join(import.meta.dirname, "..", "..");
export const ARTICLES_DIR = join(root, "app", "content", "insights");
export const COVERS_DIR = join(root, "app", "assets", "insights");

/** Words read per minute for the reading time. */
const WORDS_PER_MINUTE = 200;

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = z
  .string({ error: "required text" })
  .trim()
  .min(1, { error: "must not be empty" });

const isoDate = z
  .string({ error: "required, as YYYY-MM-DD" })
  .refine((value) => ISO_DATE.test(value) && isRealDate(value), {
    error: (issue) => `"${String(issue.input)}" is not a date (YYYY-MM-DD)`,
  });

/** The frontmatter every article must have. Unknown keys are mistakes too. */
const frontmatterSchema = z.strictObject({
  title: text,
  slug: z
    .string({ error: "required" })
    .regex(KEBAB_CASE, { error: "must be kebab-case, like my-article" }),
  summary: text.max(200, { error: "must fit one line (200 characters)" }),
  date: isoDate,
  updated: isoDate,
  author: text,
  tags: z.array(text, { error: "required, a list" }).min(1, {
    error: "needs at least one tag",
  }),
  related: z.array(
    z.string().regex(KEBAB_CASE, { error: "must be a case study id" }),
    { error: "required, a list of case study ids (may be empty)" },
  ),
  cover: z.strictObject(
    {
      image: z
        .string({ error: "required, an SVG in app/assets/insights/" })
        .regex(/^[a-z0-9-]+\.svg$/, {
          error: "must be an SVG file name in app/assets/insights/",
        }),
      alt: z
        .string({ error: "required: describe the cover for screen readers" })
        .trim()
        .min(10, { error: "must describe the cover (10 characters or more)" }),
    },
    { error: "required: { image, alt }" },
  ),
});

export type ArticleSource = { file: string; source: string };

/** An article as the build knows it: metadata, outline and plain text. */
export type Article = Omit<ArticleMeta, "cover"> & {
  file: string;
  headings: readonly ArticleHeading[];
  cover: { file: string; alt: string; width: number; height: number };
  plainText: string;
};

export type ArticleOptions = {
  /** Known case study ids; `related` must name only these. */
  caseStudyIds?: readonly string[];
  /** "Today" for the future-date check; the build's clock by default. */
  now?: Date;
  /** Reads a cover's SVG, or null when the file does not exist. */
  readCover?: (image: string) => string | null;
};

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  );
}

/** Width and height from an SVG's root element, or null if it has none. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const tag = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const width = Number(tag.match(/\bwidth="(\d+(?:\.\d+)?)"/)?.[1]);
  const height = Number(tag.match(/\bheight="(\d+(?:\.\d+)?)"/)?.[1]);
  return width > 0 && height > 0 ? { width, height } : null;
}

function defaultReadCover(image: string): string | null {
  const path = join(COVERS_DIR, image);
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number"
        ? `[${key}]`
        : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Checks every article and returns them newest first, or the problems found,
 * each as "file: field: what is wrong".
 */
export function parseArticles(
  sources: readonly ArticleSource[],
  {
    caseStudyIds,
    now = new Date(),
    readCover = defaultReadCover,
  }: ArticleOptions = {},
): { articles: Article[]; problems: string[] } {
  const problems: string[] = [];
  const articles: Article[] = [];
  const slugs = new Map<string, string>();
  const today = todayOf(now);

  for (const { file, source } of sources) {
    const report = (field: string, message: string) =>
      problems.push(`${file}: ${field}: ${message}`);
    const parts = splitFrontmatter(source);
    if (!parts) {
      report("frontmatter", "missing: start the file with a --- block");
      continue;
    }
    let data: unknown;
    try {
      data = parseYaml(parts.yaml) ?? {};
    } catch (error) {
      report("frontmatter", `not valid YAML (${(error as Error).message})`);
      continue;
    }
    const result = frontmatterSchema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const keys =
          issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "";
        report(
          fieldPath([...issue.path, ...(keys ? [keys] : [])]) || "frontmatter",
          issue.code === "unrecognized_keys" ? "unknown field" : issue.message,
        );
      }
      continue;
    }
    const meta = result.data;
    const before = problems.length;

    const clash = slugs.get(meta.slug);
    if (clash) report("slug", `"${meta.slug}" is already used by ${clash}`);
    else slugs.set(meta.slug, file);
    if (meta.date > today) report("date", `${meta.date} is in the future`);
    if (meta.updated > today) {
      report("updated", `${meta.updated} is in the future`);
    }
    if (meta.updated < meta.date) {
      report("updated", `${meta.updated} is before the date ${meta.date}`);
    }
    if (caseStudyIds) {
      meta.related.forEach((id, index) => {
        if (!caseStudyIds.includes(id)) {
          report(`related[${index}]`, `no case study has the id "${id}"`);
        }
      });
    }
    const svg = readCover(meta.cover.image);
    const size = svg === null ? null : svgSize(svg);
    if (svg === null) {
      report("cover.image", `${meta.cover.image} not found`);
    } else if (!size) {
      report("cover.image", "the SVG needs width and height attributes");
    }

    const tree = processor.parse(source) as MdNode;
    const outline = headingsOf(tree);
    for (const problem of outlineProblems(outline)) report("body", problem);
    const plainText = blocks(tree)
      .map((block) => block.trim())
      .filter(Boolean)
      .join("\n\n");
    if (!plainText) report("body", "empty");

    if (problems.length > before || !size) continue;
    const wordCount = plainText.split(/\s+/).filter(Boolean).length;
    articles.push({
      file,
      ...meta,
      cover: { file: meta.cover.image, alt: meta.cover.alt, ...size },
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
      wordCount,
      headings: outline as ArticleHeading[],
      plainText,
    });
  }
  articles.sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
  return { articles, problems };
}

export function readArticleSources(dir = ARTICLES_DIR): ArticleSource[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mdx") || name.endsWith(".md"))
    .sort()
    .map((file) => ({ file, source: readFileSync(join(dir, file), "utf8") }));
}

/** The checked articles, newest first; throws, listing every problem. */
export function loadArticles(options: ArticleOptions = {}): Article[] {
  const { articles, problems } = parseArticles(readArticleSources(), options);
  if (problems.length > 0) {
    throw new Error(
      `Article frontmatter in app/content/insights/ is invalid:\n  ${problems.join("\n  ")}`,
    );
  }
  return articles;
}

/** The assistant's view of an article. */
export function articleText(article: Article): ArticleText {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    tags: article.tags,
    url: `/insights/${article.slug}`,
    headings: article.headings.map((heading) => heading.text),
    text: article.plainText,
  };
}
