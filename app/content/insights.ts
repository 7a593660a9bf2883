import { articles } from "virtual:insights";

/**
 * The studio's articles, newest first. Each is an MDX file in
 * app/content/insights/ whose frontmatter the build checks
 * (scripts/insights/articles.ts); covers live in app/assets/insights/.
 */
export const insights = articles;

export type Insight = (typeof articles)[number];
