/**
 * Social cards (1200x630 PNG) for the articles and their list, drawn at
 * build time with the site's one card renderer (`scripts/ogCard.ts`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createOgCardRenderer, type OgCard } from "../ogCard";

export type ArticleCard = OgCard & {
  /** Where the card goes, site-relative: /og/insights/<slug>.png */
  path: string;
};

/** Draws every card into `clientDir`, one browser for all; returns paths. */
export async function writeArticleCards(
  clientDir: string,
  cards: readonly ArticleCard[],
): Promise<string[]> {
  const renderer = await createOgCardRenderer();
  try {
    for (const card of cards) {
      const file = join(clientDir, card.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await renderer.render(card));
    }
  } finally {
    await renderer.close();
  }
  return cards.map((card) => card.path);
}
