import { about } from "../../about";
import { consoleCopy, consoleLines } from "../../console";
import { featuredWork } from "../../featuredWork";
import { hero } from "../../hero";
import { insightsTeaser } from "../../insightsTeaser";
import { processSteps } from "../../process";
import { services } from "../../services";
import { whyCards } from "../../why";
import type { HomeContent } from "../../words";

/**
 * The English home page's longer sections: its data, loaded by the page's
 * loader (written into the prerendered HTML), never with its JavaScript.
 */
export const homeContent = {
  hero,
  featuredWork,
  insightsTeaser,
  consoleCopy,
  consoleLines,
  about,
  services,
  processSteps,
  whyCards,
} satisfies HomeContent;
