import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import type { HomeContent } from "~/content/words";
import styles from "./Process.module.css";
import { useWords } from "~/hooks/useCopy";

type ProcessProps = {
  /** The steps in the page's language (the page's data). */
  steps: HomeContent["processSteps"];
};

/**
 * The process as a timeline: large numbered stops on one line, down the
 * page on phones and across it on desktops.
 */
export function Process({ steps }: ProcessProps) {
  const { processIntro } = useWords();
  return (
    <Section id={sectionIds.process} intro={processIntro}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.body}>{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
