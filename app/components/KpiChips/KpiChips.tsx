import styles from "./KpiChips.module.css";

type KpiChipsProps = {
  items: readonly string[];
  /** Results read as wins; stacks and deliverables stay neutral. */
  tone?: "result" | "neutral";
  /** The id of the heading that names the list. */
  labelledBy?: string;
};

export function KpiChips({
  items,
  tone = "result",
  labelledBy,
}: KpiChipsProps) {
  return (
    <ul className={styles.chips} data-tone={tone} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}
