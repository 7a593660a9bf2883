/** Generated at build by scripts/insights/plugin.ts from app/content/insights/. */
declare module "virtual:insights" {
  import type { ComponentType } from "react";
  import type { ArticleComponents, ArticleMeta } from "~/content/articleTypes";

  export const articles: readonly (ArticleMeta & {
    /** Loads the compiled MDX body: its own chunk. */
    load: () => Promise<{
      default: ComponentType<{ components?: ArticleComponents }>;
    }>;
  })[];
}

declare module "virtual:insights/text" {
  import type { ArticleText } from "~/content/articleTypes";

  export const articleTexts: readonly ArticleText[];
}
