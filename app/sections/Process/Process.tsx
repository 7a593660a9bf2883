import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { processIntro, processSteps } from "~/content/process";
import styles from "./Process.module.css";
import { sectionIds } from "~/content/sectionIds";

export function Process() {
  return (
    <section
      id={sectionIds.process}
      className={styles.process}
      aria-labelledby="process-heading"
    >
      <Container>
        <SectionHeader
          id="process-heading"
          eyebrow={processIntro.eyebrow}
          heading={processIntro.heading}
          lead={processIntro.lead}
        />
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
      </Container>
    </section>
  );
}
