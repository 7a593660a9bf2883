import { Link } from "react-router";
import { lineFilterSearch, type LineFilter } from "~/lib/caseStudy";
import styles from "./PortfolioFilter.module.css";
import { useLocalePath, useWords } from "~/hooks/useCopy";

type PortfolioFilterProps = { current: LineFilter };

/**
 * Links, not buttons: each option is a URL (`?line=web`) that can be shared,
 * opened in a new tab and restored with Back.
 */
export function PortfolioFilter({ current }: PortfolioFilterProps) {
  const { portfolioCopy, serviceLineLabels } = useWords();
  const localePath = useLocalePath();
  const options: readonly { filter: LineFilter; label: string }[] = [
    { filter: "all", label: portfolioCopy.allLabel },
    { filter: "dev", label: serviceLineLabels.dev },
    { filter: "smm", label: serviceLineLabels.smm },
  ];
  return (
    <nav aria-label={portfolioCopy.filterLabel}>
      <ul className={styles.options}>
        {options.map(({ filter, label }) => (
          <li key={filter}>
            <Link
              to={{
                pathname: localePath("/portfolio"),
                search: lineFilterSearch(filter),
              }}
              // A filter changes what is shown, not the page: stay in place.
              preventScrollReset
              className={styles.option}
              aria-current={filter === current ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
