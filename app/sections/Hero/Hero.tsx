import { Link } from "react-router";
import { ButtonLink } from "~/components/Button/Button";
import { MeasuredFigures } from "~/components/MeasuredFigures/MeasuredFigures";
import { Container } from "~/components/Container/Container";
import { consoleCopy, consoleLines } from "~/content/console";
import { hero } from "~/content/hero";
import { Console } from "./Console";
import styles from "./Hero.module.css";
import { sectionIds } from "~/content/sectionIds";
import type { MeasuredFigure } from "~/lib/measured";

/** `measured`: figures the build found measured, shown beside the spec's. */
export function Hero({
  measured = [],
}: {
  measured?: readonly MeasuredFigure[];
}) {
  return (
    <section
      id={sectionIds.home}
      className={styles.hero}
      aria-labelledby="hero-heading"
    >
      <Container className={styles.grid}>
        <div className={styles.copy}>
          <h1 id="hero-heading" className={styles.heading}>
            {hero.headlineLead}{" "}
            <span className={styles.emphasis}>
              {hero.headlineEmphasis}
              <span className={styles.underline} data-testid="hero-underline" />
            </span>{" "}
            {hero.headlineTail}
          </h1>
          <p className={styles.tagline}>{hero.tagline}</p>
          <p className={styles.intro}>{hero.intro}</p>
          <div className={styles.actions}>
            <ButtonLink to={hero.primaryCta.to}>
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.to} variant="secondary">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <ul className={styles.chips} aria-label={hero.chipsLabel}>
            {hero.chips.map((chip) => (
              <li key={chip} className={styles.chip}>
                {chip}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.side}>
          <Console lines={consoleLines} title={consoleCopy.title} />
          <dl className={styles.stats}>
            {hero.stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <MeasuredFigures figures={measured} />
          <p className={styles.proof}>
            {hero.proof.lead} <Link to="/portfolio">{hero.proof.link}</Link>.
          </p>
        </div>
      </Container>
    </section>
  );
}
