import {
  portfolioPageCopy,
  portfolioPageWords,
} from "~/content/pages/en/portfolio";
import { caseStudyMeta } from "~/sections/CaseStudy/caseStudyMeta";
import type { Route } from "./+types/case-study";
import { CaseStudyPage } from "./caseStudyPage";

/** A case study in English: `/portfolio/:id`. */
export const handle = { copy: portfolioPageCopy };

export const meta: Route.MetaFunction = ({ params, location }) =>
  caseStudyMeta(params.id, location.pathname, "en", portfolioPageWords);

export default CaseStudyPage;
