/**
 * Reading an article's MDX as Markdown, for the checks and the plain text
 * in articles.ts: its frontmatter, its readable blocks and its outline.
 */
import { createProcessor } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";

/** The YAML between the opening `---` lines, and where the body starts. */
export function splitFrontmatter(
  source: string,
): { yaml: string; body: string } | null {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?/);
  if (!match) return null;
  return { yaml: match[1] ?? "", body: source.slice(match[0].length) };
}

export type MdNode = {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
};

export const processor = createProcessor({
  remarkPlugins: [remarkFrontmatter, remarkGfm],
});

function inlineText(node: MdNode): string {
  if (node.type === "text" || node.type === "inlineCode") {
    return node.value ?? "";
  }
  return (node.children ?? []).map(inlineText).join("");
}

const TEXT_BLOCKS = new Set(["paragraph", "heading", "code", "tableCell"]);

/** The readable blocks of a body, as plain text, in order. */
export function blocks(node: MdNode): string[] {
  if (node.type === "code") return [node.value ?? ""];
  if (TEXT_BLOCKS.has(node.type)) return [inlineText(node)];
  if (node.type === "yaml" || node.type === "mdxjsEsm") return [];
  return (node.children ?? []).flatMap(blocks);
}

export function headingsOf(node: MdNode): { depth: number; text: string }[] {
  if (node.type === "heading") {
    return [{ depth: node.depth ?? 0, text: inlineText(node).trim() }];
  }
  return (node.children ?? []).flatMap(headingsOf);
}

/** Heading problems: the title is the page's h1, levels never skip. */
export function outlineProblems(
  headings: readonly { depth: number; text: string }[],
): string[] {
  const problems: string[] = [];
  let previous = 1;
  for (const heading of headings) {
    if (heading.depth === 1) {
      problems.push(`"${heading.text}" is an h1: the title is the only h1`);
    } else if (heading.depth > previous + 1) {
      problems.push(
        `"${heading.text}" skips from h${previous} to h${heading.depth}`,
      );
    }
    previous = heading.depth;
  }
  return problems;
}
