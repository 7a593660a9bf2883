import { Container } from "~/components/Container/Container";
import { filterByLine } from "~/lib/caseStudy";
import { CaseStudyCard } from "~/components/CaseStudyCard/CaseStudyCard";
import { PortfolioFilter } from "./PortfolioFilter";
import { usePortfolioFilter } from "./usePortfolioFilter";
import styles from "./PortfolioWork.module.css";
import { useWords } from "~/hooks/useCopy";

/** The filter and the grid of case study cards it narrows. */
export function PortfolioWork() {
  const { caseStudies, portfolioCopy, serviceLineLabels } = useWords();
  const filter = usePortfolioFilter();
  const shown = filterByLine(caseStudies, filter);
  const status =
    filter === "all"
      ? portfolioCopy.status.all(shown.length)
      : portfolioCopy.status.line(
          shown.length,
          caseStudies.length,
          serviceLineLabels[filter],
        );
  return (
    <Container className={styles.work}>
      <PortfolioFilter current={filter} />
      <p className={styles.status} role="status">
        {status}
      </p>
      <ul className={styles.grid}>
        {shown.map((study, index) => (
          <li key={study.id}>
            <CaseStudyCard study={study} isFirst={index === 0} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
