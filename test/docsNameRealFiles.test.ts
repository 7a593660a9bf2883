/**
 * The records tell the truth about the tree: every repository file or
 * folder that README.md, deploy/README.md or a page under docs/ names in
 * backticks exists. A name is a backticked word with a source file's
 * extension (`scripts/postbuild.ts`, `featuredWork.ts`) or a path that
 * starts at one of the repository's own top folders (`app/lib/`,
 * `server/leads`). It may be written from the root, from the doc's
 * folder, or as the tail of a longer path (`engine/knowledge.ts` in the
 * assistant's record). URLs, commands, placeholders (`<id>`), globs,
 * absolute paths (a URL path or a server's own files), ESLint rule names
 * and what a build or a run makes (`build/`, `data/`, …) are not names of
 * repository files.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** Made by a build, a benchmark, a test run or the service, not committed. */
const GENERATED = [
  "build",
  "bench-results",
  "data",
  "backups",
  "node_modules",
  ".react-router",
  "test-results",
  "playwright-report",
];

/** Source files' extensions; a build's pages (`404.html`) are not among them. */
const EXTENSIONS =
  /\.(ts|tsx|js|mjs|cjs|json|md|mdx|css|yml|yaml|toml|conf|service|timer|example|sh|svg|png|webp|avif|jpg)$/;

const DOCS = [
  "README.md",
  "deploy/README.md",
  ...globSync("docs/**/*.md", { cwd: ROOT }),
];

/** Every file and folder in the repository (without what is generated). */
const TREE = globSync("**/*", {
  cwd: ROOT,
  exclude: (name) => GENERATED.includes(name) || name.startsWith("build-"),
});
const TOP = new Set(TREE.filter((path) => !path.includes("/")));

/** The backticked words of a Markdown text that name a repository path. */
export function namedPaths(markdown: string): string[] {
  const names = [...markdown.matchAll(/`([^`\n]+)`/g)].map(
    ([, name]) => name?.trim() ?? "",
  );
  return names.filter(
    (name) =>
      (EXTENSIONS.test(name) ||
        TOP.has(name.replace(/^\.\//, "").split("/")[0] ?? "")) &&
      !/[\s:<>*…{}$=?#@]/.test(name) &&
      !name.startsWith("/") &&
      !name.startsWith("~") &&
      !/^\.\w+$/.test(name) &&
      !GENERATED.some(
        (dir) =>
          name === dir ||
          name.startsWith(`${dir}/`) ||
          name.startsWith(`${dir}-`),
      ),
  );
}

/** Whether `name`, as written in `doc`, is a file or folder in the tree. */
function exists(doc: string, name: string): boolean {
  const path = name.replace(/^\.\//, "").replace(/\/$/, "");
  return (
    existsSync(join(ROOT, dirname(doc), path)) ||
    TREE.some((entry) => entry === path || entry.endsWith(`/${path}`))
  );
}

describe("the records name files that exist", () => {
  it("recognises names, not commands, URLs or placeholders", () => {
    expect(
      namedPaths(
        "`app/lib/seo.ts`, `deploy/`, `featuredWork.ts`, `npm run build`, " +
          "`https://example.in/a.js`, `/api/health`, `app/content/<id>/`, " +
          "`build/client`, `LEADS_DATABASE_URL`, `file:./data/leads.db`, " +
          "`boundaries/dependencies`, `404.html`, `engine/knowledge.ts`",
      ),
    ).toEqual([
      "app/lib/seo.ts",
      "deploy/",
      "featuredWork.ts",
      "engine/knowledge.ts",
    ]);
  });

  it.each(DOCS)("%s", (doc) => {
    const missing = namedPaths(readFileSync(join(ROOT, doc), "utf8")).filter(
      (name) => !exists(doc, name),
    );
    expect(missing).toEqual([]);
  });
});
