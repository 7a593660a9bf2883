import { Section } from "~/components/Section/Section";
import { sectionHeadingId, sectionIds } from "~/content/sectionIds";
import { whyCards, whyIntro } from "~/content/why";
import styles from "./Why.module.css";

export function Why() {
  return (
    <Section id={sectionIds.why} surface="alt" intro={whyIntro}>
      <ul
        className={styles.cards}
        aria-labelledby={sectionHeadingId(sectionIds.why)}
        // On phones and tablets the row scrolls sideways and holds no link,
        // so keyboard users must be able to reach it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {whyCards.map((card) => (
          <li key={card.id} className={styles.card}>
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
