import {
  insightsPageCopy,
  insightsPageWords,
} from "~/content/pages/hi/insights";
import { insightsListMeta } from "~/sections/Insights/insightsListMeta";
import { InsightsList } from "~/sections/Insights/InsightsList";
import { hindiFontLinks } from "./fonts";

/** The list of articles in Hindi: `/hi/insights` (the articles are English). */
export const links = hindiFontLinks;

export const handle = { copy: insightsPageCopy };

export const meta = () => insightsListMeta("hi", insightsPageWords);

export default InsightsList;
