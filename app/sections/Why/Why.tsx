import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import { whyCards, whyIntro } from "~/content/why";
import styles from "./Why.module.css";

export function Why() {
  return (
    <Section id={sectionIds.why} surface="alt" intro={whyIntro}>
      <ul className={styles.cards}>
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
