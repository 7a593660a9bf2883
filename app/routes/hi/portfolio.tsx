import {
  portfolioPageCopy,
  portfolioPageWords,
} from "~/content/pages/hi/portfolio";
import { PortfolioPage, portfolioMeta } from "../portfolioPage";
import { hindiFontLinks } from "./fonts";

/** The portfolio in Hindi: `/hi/portfolio`. */
export const links = hindiFontLinks;

export const handle = { copy: portfolioPageCopy };

export const meta = () => portfolioMeta("hi", portfolioPageWords);

export default PortfolioPage;
