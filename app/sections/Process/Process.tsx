import { Section } from "~/components/Section/Section";
import { processIntro, processSteps } from "~/content/process";
import { sectionIds } from "~/content/sectionIds";
import styles from "./Process.module.css";

/**
 * The process as a timeline read top to bottom: large numbered stops on one
 * line, the heading held beside them on wide screens while they scroll by.
 */
export function Process() {
  return (
    <Section
      id={sectionIds.process}
      intro={processIntro}
      className={styles.layout}
    >
      <ol className={styles.steps}>
        {processSteps.map((step, index) => (
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
