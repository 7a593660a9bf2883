import type { CaseStudyVisual, ServiceLineId } from "~/content/types";
import { CaseStudyImage } from "~/components/CaseStudyImage/CaseStudyImage";
import styles from "./CaseStudyVisuals.module.css";

type CaseStudyVisualsProps = {
  visuals: readonly CaseStudyVisual[];
  line: ServiceLineId;
};

/** Screens in a plain frame; reels and posts as posters in a 9:16 phone. */
export function CaseStudyVisuals({ visuals, line }: CaseStudyVisualsProps) {
  return (
    <ul className={styles.list} data-line={line}>
      {visuals.map((visual) => (
        <li key={visual.src} className={styles.item}>
          {visual.kind === "reel" || visual.kind === "post" ? (
            <figure className={styles.figure} data-frame="phone">
              <div className={styles.phone}>
                <CaseStudyImage image={visual} className={styles.poster} />
              </div>
              <figcaption className={styles.caption}>
                <span className={styles.platform}>{visual.platform}</span>
                {visual.caption}
              </figcaption>
            </figure>
          ) : (
            <figure
              className={styles.figure}
              data-frame="screen"
              data-shape={visual.height > visual.width ? "portrait" : "wide"}
            >
              <CaseStudyImage image={visual} className={styles.screen} />
              <figcaption className={styles.caption}>
                {visual.caption}
              </figcaption>
            </figure>
          )}
        </li>
      ))}
    </ul>
  );
}
