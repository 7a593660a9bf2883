import {
  portfolioPageCopy,
  portfolioPageWords,
} from "~/content/pages/en/portfolio";
import { PortfolioPage, portfolioMeta } from "./portfolioPage";

/** The portfolio in English: `/portfolio`. */
export const handle = { copy: portfolioPageCopy };

export const meta = () => portfolioMeta("en", portfolioPageWords);

export default PortfolioPage;
