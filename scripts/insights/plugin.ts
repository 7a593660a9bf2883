/**
 * Vite plugin for the articles: compiles each MDX body at build time (its own
 * chunk, no Markdown parser in the browser) and serves two virtual modules:
 *
 * - `virtual:insights`: every article's checked metadata, newest first, with
 *   its cover as an imported asset and `load()` for its body;
 * - `virtual:insights/text`: plain text of each article, for the assistant's
 *   index (imported only by what needs it).
 *
 * Bad frontmatter stops the build, naming the file and field.
 */
import { join } from "node:path";
import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import type { Plugin } from "vite";
import {
  type Article,
  ARTICLES_DIR,
  articleText,
  COVERS_DIR,
  loadArticles,
} from "./articles.ts";

const META_ID = "virtual:insights";
const TEXT_ID = "virtual:insights/text";

/** The file name of an illustration's dark-theme variant. */
export function darkVariant(file: string): string {
  return file.replace(/\.svg$/, "-dark.svg");
}

function metaModule(articles: readonly Article[]): string {
  const imports = articles.map(
    (article, index) =>
      // The dark theme's variant sits beside it (<name>-dark.svg): without
      // it the build stops, naming the file.
      `import cover${index} from ${JSON.stringify(join(COVERS_DIR, article.cover.file))};\n` +
      `import coverDark${index} from ${JSON.stringify(join(COVERS_DIR, darkVariant(article.cover.file)))};`,
  );
  const entries = articles.map((article, index) => {
    // Headings and plain text stay out: the assistant's module has them.
    const {
      file,
      plainText: _text,
      headings: _headings,
      cover,
      ...meta
    } = article;
    void _text;
    void _headings;
    const body = JSON.stringify(join(ARTICLES_DIR, file));
    return `  { ...${JSON.stringify(meta)}, cover: { src: cover${index}, darkSrc: coverDark${index}, alt: ${JSON.stringify(cover.alt)}, width: ${cover.width}, height: ${cover.height} }, load: () => import(${body}) }`;
  });
  return `${imports.join("\n")}\nexport const articles = [\n${entries.join(",\n")}\n];\n`;
}

function textModule(articles: readonly Article[]): string {
  return `export const articleTexts = ${JSON.stringify(articles.map(articleText), null, 1)};\n`;
}

export function insights(): Plugin[] {
  return [
    // The MDX plugin is typed for Rollup; Vite runs it as it is.
    {
      enforce: "pre",
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkGfm],
        include: [`${ARTICLES_DIR}/**/*.{md,mdx}`],
      }),
    } as Plugin,
    {
      name: "studio-insights",
      resolveId(id) {
        if (id === META_ID || id === TEXT_ID) return `\0${id}`;
        return null;
      },
      load(id) {
        if (id !== `\0${META_ID}` && id !== `\0${TEXT_ID}`) return null;
        this.addWatchFile(ARTICLES_DIR);
        let articles: Article[];
        try {
          articles = loadArticles();
        } catch (error) {
          this.error((error as Error).message);
        }
        return id === `\0${META_ID}`
          ? metaModule(articles)
          : textModule(articles);
      },
    },
  ];
}
