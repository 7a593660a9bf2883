import { about } from "../../hi/about";
import { consoleCopy, consoleLines } from "../../hi/console";
import { featuredWork } from "../../hi/featuredWork";
import { hero } from "../../hi/hero";
import { insightsTeaser } from "../../hi/insightsTeaser";
import { processSteps } from "../../hi/process";
import { services } from "../../hi/services";
import { whyCards } from "../../hi/why";
import type { HomeContent } from "../../words";

/** The Hindi home page's longer sections: its data, as in English. */
export const homeContent: HomeContent = {
  hero,
  featuredWork,
  insightsTeaser,
  consoleCopy,
  consoleLines,
  about,
  services,
  processSteps,
  whyCards,
};
