import { Section } from "~/components/Section/Section";
import { sectionHeadingId, sectionIds } from "~/content/sectionIds";
import type { HomeContent } from "~/content/words";
import styles from "./Why.module.css";
import { useWords } from "~/hooks/useCopy";

type WhyProps = {
  /** The reasons in the page's language (the page's data). */
  cards: HomeContent["whyCards"];
};

/**
 * Three reasons set as large statements, one a row under a rule, with the
 * proof beside each: a change of voice after the timeline, not more cards.
 * On phones they make a row that scrolls sideways, to keep the page short.
 */
export function Why({ cards }: WhyProps) {
  const { whyIntro } = useWords();
  return (
    <Section id={sectionIds.why} surface="alt" intro={whyIntro}>
      <ul
        className={styles.statements}
        aria-labelledby={sectionHeadingId(sectionIds.why)}
        // On phones the statements scroll sideways and hold no link, so
        // keyboard users must be able to reach the row (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {cards.map((card) => (
          <li key={card.id} className={styles.statement}>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.copy}>{card.copy}</p>
            <ul
              className={styles.badges}
              aria-label={whyIntro.badgesLabel(card.title)}
            >
              {card.badges.map((badge) => (
                <li key={badge} className={styles.badge}>
                  {badge}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
