import { PageLink } from "~/components/PageLink/PageLink";
import type { Stat } from "~/content/types";
import styles from "./Hero.module.css";
import { useWords } from "~/hooks/useCopy";

type StatCardProps = { stat: Stat };

/**
 * One figure, what it counts, when it was measured (once it carries a date)
 * and the link to what proves it, which covers the whole card.
 */
export function StatCard({ stat }: StatCardProps) {
  const { heroLabels } = useWords();
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{stat.label}</dt>
      <dd className={styles.statValue} data-stat-value="">
        {stat.value}
      </dd>
      {stat.measuredOn && (
        <dd className={styles.statDate}>
          {heroLabels.measuredOn(stat.measuredOn)}
        </dd>
      )}
      <dd className={styles.statProof}>
        <PageLink to={stat.proof.to} className={styles.statLink}>
          {stat.proof.label} <span aria-hidden="true">→</span>
        </PageLink>
      </dd>
    </div>
  );
}
