/**
 * The build's social cards: one per case study, from its content, written
 * where its page's og:image points (app/lib/caseStudyOgImage.ts).
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Plugin, runnerImport } from "vite";
import type * as CaseStudiesModule from "../app/content/caseStudies";
import { caseStudyOgImage } from "../app/lib/caseStudyOgImage";
import { createOgCardRenderer, type OgCard } from "./ogCard";

type PageCard = OgCard & { path: string };

/** An imported `.svg` becomes its file path, so the card can read it. */
const svgAsFilePath: Plugin = {
  name: "svg-as-file-path",
  enforce: "pre",
  load(id) {
    if (id.endsWith(".svg")) return `export default ${JSON.stringify(id)};`;
  },
};

/**
 * Every case study's card, read from the content. That module collects the
 * studies with `import.meta.glob` and imports their SVGs, so Vite's module
 * runner loads it, as the build does.
 */
async function caseStudyCards(): Promise<PageCard[]> {
  const {
    module: { caseStudies, serviceLineLabels },
  } = await runnerImport<typeof CaseStudiesModule>(
    join(import.meta.dirname, "..", "app", "content", "caseStudies.ts"),
    { configFile: false, logLevel: "silent", plugins: [svgAsFilePath] },
  );
  return caseStudies.map((study) => ({
    path: caseStudyOgImage(study).path,
    title: study.title,
    kicker: serviceLineLabels[study.line],
    subtitle: `${study.client} · ${study.sector}`,
    imageSvgPath: study.cover.src,
  }));
}

type OgCardsResult = { paths: string[]; isDrawn: boolean };

/**
 * Writes every page's card under `clientDir`. Without a Chromium to draw
 * with, each page gets a copy of the studio's card (`fallback`) and a
 * warning, so a build on a host without a browser still ships working tags.
 */
export async function writeOgCards(
  clientDir: string,
  fallback: string,
): Promise<OgCardsResult> {
  const cards = await caseStudyCards();
  const paths = cards.map((card) => card.path);
  const fileOf = (card: PageCard) => {
    const file = join(clientDir, card.path);
    mkdirSync(dirname(file), { recursive: true });
    return file;
  };
  let renderer: Awaited<ReturnType<typeof createOgCardRenderer>>;
  try {
    renderer = await createOgCardRenderer();
  } catch (error) {
    console.warn(
      `\n⚠ No Chromium to draw social cards (${(error as Error).message.split("\n")[0]}): each case study uses the studio's card. Install Chromium or set CHROMIUM_PATH.\n`,
    );
    for (const card of cards) copyFileSync(fallback, fileOf(card));
    return { paths, isDrawn: false };
  }
  try {
    for (const card of cards) {
      writeFileSync(fileOf(card), await renderer.render(card));
    }
  } finally {
    await renderer.close();
  }
  return { paths, isDrawn: true };
}
