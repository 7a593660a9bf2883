import { useWords } from "~/hooks/useCopy";
import { findCaseStudy } from "~/lib/caseStudy";
import { CaseStudyNotFound } from "~/sections/CaseStudy/CaseStudyNotFound";
import { CaseStudyView } from "~/sections/CaseStudy/CaseStudyView";

/**
 * A case study, in the language of its route's copy. No loader: content is
 * imported statically, every known id is prerendered, and an unknown id
 * renders the not-found view from the SPA fallback.
 */
export function CaseStudyPage({ params }: { params: { id?: string } }) {
  const { caseStudies } = useWords();
  const study = findCaseStudy(params.id, caseStudies);
  return study ? <CaseStudyView study={study} /> : <CaseStudyNotFound />;
}
