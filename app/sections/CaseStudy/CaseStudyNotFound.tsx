import { NotFoundPanel } from "~/components/NotFoundPanel/NotFoundPanel";
import { useWords } from "~/hooks/useCopy";

/** Shown inside the layout for an id that names no case study. */
export function CaseStudyNotFound() {
  const { caseStudies, caseStudyCopy } = useWords();
  const copy = caseStudyCopy.notFound;
  return (
    <NotFoundPanel
      title={copy.title}
      body={copy.body}
      pages={caseStudies.map((study) => ({
        to: `/portfolio/${study.id}`,
        label: study.title,
        note: ` · ${study.client}`,
      }))}
      actions={[
        { to: "/portfolio", label: copy.portfolioLink },
        { to: "/", label: copy.homeLink },
      ]}
    />
  );
}
