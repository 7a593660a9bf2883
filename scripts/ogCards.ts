/**
 * The build's social cards: one per case study, from its content, written
 * where its page's og:image points (app/lib/caseStudyOgImage.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createOgCardRenderer, type OgCard } from "./ogCard";

type PageCard = OgCard & { path: string };

/** Every case study's card, read from the content (SVGs as file paths). */
async function caseStudyCards(): Promise<PageCard[]> {
  register("./svgHooks.ts", pathToFileURL(`${import.meta.dirname}/`));
  const [{ caseStudies }, { serviceLineLabels }, { caseStudyOgImage }] =
    await Promise.all([
      import("../app/content/caseStudies"),
      import("../app/content/serviceLines"),
      import("../app/lib/caseStudyOgImage"),
    ]);
  return caseStudies.map((study) => ({
    path: caseStudyOgImage(study).path,
    title: study.title,
    kicker: serviceLineLabels[study.line],
    subtitle: `${study.client} · ${study.sector}`,
    imageSvgPath: study.cover.src,
  }));
}

/** Writes every page's card under `clientDir`; returns the paths written. */
export async function writeOgCards(clientDir: string): Promise<string[]> {
  const cards = await caseStudyCards();
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
