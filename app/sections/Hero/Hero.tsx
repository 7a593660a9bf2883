import { useRef } from "react";
import { ButtonLink } from "~/components/Button/Button";
import { MeasuredFigures } from "~/components/MeasuredFigures/MeasuredFigures";
import { Container } from "~/components/Container/Container";
import { sectionIds } from "~/content/sectionIds";
import type { CaseStudyCardData } from "~/content/types";
import type { HomeContent } from "~/content/words";
import type { MeasuredFigure } from "~/lib/measured";
import { Console } from "./Console";
import { HeroWork } from "./HeroWork";
import { StatCard } from "./StatCard";
import { StickyCta } from "./StickyCta";
import styles from "./Hero.module.css";
import { useWords } from "~/hooks/useCopy";

type HeroProps = {
  /** The hero's text and its console in the page's language (the page's data). */
  content: Pick<
    HomeContent,
    "hero" | "featuredWork" | "consoleCopy" | "consoleLines"
  >;
  /** The case study shown on the first screen. */
  work?: CaseStudyCardData | null;
  /** Figures the build found measured, shown beside the spec's. */
  measured?: readonly MeasuredFigure[];
};

/**
 * The first screen: the headline and its actions, a case study beside
 * them (under them on a phone), then the technologies, the two figures and
 * the console, smaller. Grid areas place them; the markup keeps the order
 * a screen reader and a phone read them in.
 */
export function Hero({ content, work = null, measured = [] }: HeroProps) {
  const { hero, consoleCopy, consoleLines } = content;
  const { heroLabels } = useWords();
  const actions = useRef<HTMLDivElement>(null);
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
          <div ref={actions} className={styles.actions}>
            <ButtonLink to={hero.primaryCta.to}>
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.to} variant="secondary">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        {work && (
          <div className={styles.work}>
            <HeroWork study={work} copy={content.featuredWork} />
          </div>
        )}
        <ul className={styles.chips} aria-label={heroLabels.chipsLabel}>
          {hero.chips.map((chip) => (
            <li key={chip} className={styles.chip}>
              {chip}
            </li>
          ))}
        </ul>
        <div className={styles.figures}>
          <dl className={styles.stats}>
            {hero.stats.map((stat) => (
              <StatCard key={stat.label} stat={stat} />
            ))}
          </dl>
          <MeasuredFigures figures={measured} />
        </div>
        <div className={styles.side}>
          <Console
            lines={consoleLines}
            title={consoleCopy.title}
            pauseLabel={consoleCopy.pause}
          />
        </div>
      </Container>
      <StickyCta cta={hero.primaryCta} after={actions} />
    </section>
  );
}
