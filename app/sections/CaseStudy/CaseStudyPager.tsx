import { ArrowLeft, ArrowRight, LayoutGrid } from "lucide-react";
import { PageLink } from "~/components/PageLink/PageLink";
import { Container } from "~/components/Container/Container";
import type { CaseStudy } from "~/content/types";
import { neighbours } from "~/lib/caseStudy";
import styles from "./CaseStudyPager.module.css";
import { useWords } from "~/hooks/useCopy";

type CaseStudyPagerProps = { study: CaseStudy };

/** Previous and next walk the whole portfolio as a ring. */
export function CaseStudyPager({ study }: CaseStudyPagerProps) {
  const { caseStudies, caseStudyCopy } = useWords();
  const { previous, next } = neighbours(study, caseStudies);
  return (
    <Container>
      <nav className={styles.pager} aria-label={caseStudyCopy.pagerLabel}>
        <ul className={styles.list}>
          <li>
            <PageLink
              to={`/portfolio/${previous.id}`}
              rel="prev"
              className={styles.link}
              data-direction="previous"
            >
              <span className={styles.label}>
                <ArrowLeft aria-hidden="true" size={16} />
                {caseStudyCopy.previous}
              </span>
              <span className={styles.title}>{previous.title}</span>
            </PageLink>
          </li>
          <li>
            <PageLink
              to={`/portfolio/${next.id}`}
              rel="next"
              className={styles.link}
              data-direction="next"
            >
              <span className={styles.label}>
                {caseStudyCopy.next}
                <ArrowRight aria-hidden="true" size={16} />
              </span>
              <span className={styles.title}>{next.title}</span>
            </PageLink>
          </li>
        </ul>
        <PageLink to="/portfolio" className={styles.back}>
          <LayoutGrid aria-hidden="true" size={18} />
          {caseStudyCopy.back}
        </PageLink>
      </nav>
    </Container>
  );
}
