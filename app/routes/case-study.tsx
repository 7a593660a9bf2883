import { caseStudies } from "~/content/caseStudies";
import { findCaseStudy } from "~/lib/caseStudy";
import { caseStudyMeta } from "~/sections/CaseStudy/caseStudyMeta";
import { CaseStudyNotFound } from "~/sections/CaseStudy/CaseStudyNotFound";
import { CaseStudyView } from "~/sections/CaseStudy/CaseStudyView";
import type { Route } from "./+types/case-study";

// No loader: content is imported statically, every known id is prerendered,
// and an unknown id renders the not-found view from the SPA fallback.
export const meta: Route.MetaFunction = ({ params, location }) =>
  caseStudyMeta(params.id, location.pathname);

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const study = findCaseStudy(params.id, caseStudies);
  return study ? <CaseStudyView study={study} /> : <CaseStudyNotFound />;
}
