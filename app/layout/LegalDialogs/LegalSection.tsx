import type { LegalSection as Section } from "~/content/legal";
import styles from "./LegalDialog.module.css";

type LegalSectionProps = { section: Section };

export function LegalSection({ section }: LegalSectionProps) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionHeading}>{section.heading}</h3>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className={styles.list}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
