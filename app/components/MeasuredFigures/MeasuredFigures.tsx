import { Link } from "react-router";
import type { MeasuredFigure } from "~/lib/measured";
import styles from "./MeasuredFigures.module.css";

/**
 * Figures the build found measured (lib/measured.ts), beside the content's
 * own: each with its date and a link to how. Nothing when nothing was
 * measured.
 */
export function MeasuredFigures({
  figures,
}: {
  figures: readonly MeasuredFigure[];
}) {
  return figures.map((figure) => (
    <p key={figure.text} className={styles.figure}>
      {figure.text}, <time dateTime={figure.iso}>{figure.when}</time> (
      <Link to={figure.howPath}>{figure.howLabel}</Link>)
    </p>
  ));
}
