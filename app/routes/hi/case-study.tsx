import {
  portfolioPageCopy,
  portfolioPageWords,
} from "~/content/pages/hi/portfolio";
import { caseStudyMeta } from "~/sections/CaseStudy/caseStudyMeta";
import type { Route } from "./+types/case-study";
import { CaseStudyPage } from "../caseStudyPage";
import { hindiFontLinks } from "./fonts";

/** A case study in Hindi: `/hi/portfolio/:id`. */
export const links = hindiFontLinks;

export const handle = { copy: portfolioPageCopy };

export const meta: Route.MetaFunction = ({ params, location }) =>
  caseStudyMeta(params.id, location.pathname, "hi", portfolioPageWords);

export default CaseStudyPage;
