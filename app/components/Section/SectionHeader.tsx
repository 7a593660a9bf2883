import styles from "./SectionHeader.module.css";

type SectionHeaderProps = {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
};

/** The heading block every home section opens with. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  lead,
}: SectionHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
