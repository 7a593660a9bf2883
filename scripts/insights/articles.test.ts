import { describe, expect, it } from "vitest";
import { type ArticleOptions, parseArticles } from "./articles";

const NOW = new Date("2026-06-15T12:00:00Z");
const COVER = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"></svg>`;
const options: ArticleOptions = {
  caseStudyIds: ["kiln-coffee-storefront", "haldi-house-reels"],
  now: NOW,
  readCover: (image) => (image === "cover.svg" ? COVER : null),
};

const FIELDS = {
  title: "Fast pages on slow networks",
  slug: "fast-pages",
  summary: "What we cut from every page before it ships.",
  date: "2026-05-01",
  updated: "2026-05-10",
  author: "Aarav, founder",
  tags: "[performance, web]",
  related: "[kiln-coffee-storefront]",
  cover:
    "\n  image: cover.svg\n  alt: A phone loading a page on a slow network.",
} as const;

type Fields = Partial<Record<keyof typeof FIELDS | "extra", string | null>>;

const BODY =
  "\nIntro paragraph with `code`.\n\n## First point\n\nText.\n\n### A detail\n\nMore text.\n";

/** An MDX file with the valid frontmatter, changed as told (null drops). */
function article(changes: Fields = {}, body = BODY): string {
  const fields: Record<string, string | null> = { ...FIELDS, ...changes };
  const yaml = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
}

function problemsOf(changes: Fields, body?: string) {
  return parseArticles(
    [{ file: "fast-pages.mdx", source: article(changes, body) }],
    options,
  ).problems;
}

describe("parseArticles", () => {
  it("reads a valid article: metadata, outline, plain text and reading time", () => {
    const { articles, problems } = parseArticles(
      [{ file: "fast-pages.mdx", source: article() }],
      options,
    );
    expect(problems).toEqual([]);
    const [first] = articles;
    expect(first).toMatchObject({
      file: "fast-pages.mdx",
      slug: "fast-pages",
      date: "2026-05-01",
      tags: ["performance", "web"],
      related: ["kiln-coffee-storefront"],
      cover: { file: "cover.svg", width: 640, height: 400 },
      headings: [
        { depth: 2, text: "First point" },
        { depth: 3, text: "A detail" },
      ],
      readingMinutes: 1,
    });
    expect(first?.plainText).toBe(
      "Intro paragraph with code.\n\nFirst point\n\nText.\n\nA detail\n\nMore text.",
    );
    expect(first?.plainText).not.toContain("slug");
  });

  it("lists articles newest first", () => {
    const { articles } = parseArticles(
      [
        { file: "a.mdx", source: article({ slug: "older" }) },
        {
          file: "b.mdx",
          source: article({
            slug: "newer",
            date: "2026-06-01",
            updated: "2026-06-01",
          }),
        },
      ],
      options,
    );
    expect(articles.map((a) => a.slug)).toEqual(["newer", "older"]);
  });

  it.each([
    ["title", { title: null }],
    ["title", { title: '"  "' }],
    ["summary", { summary: null }],
    ["author", { author: null }],
    ["tags", { tags: "[]" }],
    ["tags", { tags: null }],
    ["related", { related: null }],
    ["date", { date: null }],
    ["updated", { updated: null }],
    ["cover", { cover: null }],
    ["cover.image", { cover: "\n  alt: A phone loading a page slowly." }],
    ["extra", { extra: "surprise" }],
  ] as const)(
    "stops on a missing or empty field, naming the file and %s",
    (field, changes) => {
      const problems = problemsOf(changes);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^fast-pages\\.mdx: ${field}: `));
    },
  );

  it.each(["Fast_Pages", "fast pages", "fast--pages", "-fast", "Fast-Pages"])(
    "stops on the slug %j, which is not kebab-case",
    (slug) => {
      expect(problemsOf({ slug: JSON.stringify(slug) })).toEqual([
        "fast-pages.mdx: slug: must be kebab-case, like my-article",
      ]);
    },
  );

  it("stops when two articles share a slug, naming both files", () => {
    const { problems } = parseArticles(
      [
        { file: "one.mdx", source: article() },
        { file: "two.mdx", source: article() },
      ],
      options,
    );
    expect(problems).toEqual([
      'two.mdx: slug: "fast-pages" is already used by one.mdx',
    ]);
  });

  it.each(["2026-13-01", "2026-02-30", "1 May 2026", "yesterday", "2026-5-1"])(
    "stops on the unparseable date %j",
    (date) => {
      expect(problemsOf({ date: JSON.stringify(date) })).toEqual([
        `fast-pages.mdx: date: "${date}" is not a date (YYYY-MM-DD)`,
      ]);
    },
  );

  it("stops on a date in the future", () => {
    expect(problemsOf({ date: "2026-06-16", updated: "2026-06-16" })).toEqual([
      "fast-pages.mdx: date: 2026-06-16 is in the future",
      "fast-pages.mdx: updated: 2026-06-16 is in the future",
    ]);
  });

  it("accepts today's date", () => {
    expect(problemsOf({ date: "2026-06-15", updated: "2026-06-15" })).toEqual(
      [],
    );
  });

  it("stops when the update comes before the first date", () => {
    expect(problemsOf({ updated: "2026-04-01" })).toEqual([
      "fast-pages.mdx: updated: 2026-04-01 is before the date 2026-05-01",
    ]);
  });

  it("stops on a related case study that does not exist", () => {
    expect(
      problemsOf({ related: "[kiln-coffee-storefront, kiln-coffee]" }),
    ).toEqual([
      'fast-pages.mdx: related[1]: no case study has the id "kiln-coffee"',
    ]);
  });

  it("stops on a cover without alt text, or with an empty one", () => {
    expect(problemsOf({ cover: "\n  image: cover.svg" })).toEqual([
      "fast-pages.mdx: cover.alt: required: describe the cover for screen readers",
    ]);
    expect(problemsOf({ cover: '\n  image: cover.svg\n  alt: " "' })).toEqual([
      "fast-pages.mdx: cover.alt: must describe the cover (10 characters or more)",
    ]);
  });

  it("stops on a cover file that does not exist", () => {
    expect(
      problemsOf({
        cover: "\n  image: missing.svg\n  alt: A phone on a slow network.",
      }),
    ).toEqual(["fast-pages.mdx: cover.image: missing.svg not found"]);
  });

  it("stops on a file without frontmatter or with broken YAML", () => {
    const result = parseArticles(
      [
        { file: "bare.mdx", source: "Just text.\n" },
        { file: "broken.mdx", source: "---\ntitle: [unclosed\n---\nText.\n" },
      ],
      options,
    );
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toMatch(/^bare\.mdx: frontmatter: missing/);
    expect(result.problems[1]).toMatch(/^broken\.mdx: frontmatter: not valid/);
  });

  it("stops on a body whose headings do not form an outline", () => {
    expect(problemsOf({}, "\n# Second title\n\nText.\n")).toEqual([
      'fast-pages.mdx: body: "Second title" is an h1: the title is the only h1',
    ]);
    expect(problemsOf({}, "\n## Point\n\n#### Too deep\n\nText.\n")).toEqual([
      'fast-pages.mdx: body: "Too deep" skips from h2 to h4',
    ]);
  });
});
