import { about } from "../../hi/about";
import { consoleCopy, consoleLines } from "../../hi/console";
import { hero } from "../../hi/hero";
import { processSteps } from "../../hi/process";
import { services } from "../../hi/services";
import { whyCards } from "../../hi/why";
import type { HomeContent } from "../../words";

/** The Hindi home page's longer sections: its data, as in English. */
export const homeContent: HomeContent = {
  hero,
  consoleCopy,
  consoleLines,
  about,
  services,
  processSteps,
  whyCards,
};
