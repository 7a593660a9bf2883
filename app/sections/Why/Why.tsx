import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { whyCards, whyIntro } from "~/content/why";
import styles from "./Why.module.css";
import { sectionIds } from "~/content/sectionIds";

export function Why() {
  return (
    <section
      id={sectionIds.why}
      className={styles.why}
      aria-labelledby="why-heading"
    >
      <Container>
        <SectionHeader
          id="why-heading"
          eyebrow={whyIntro.eyebrow}
          heading={whyIntro.heading}
          lead={whyIntro.lead}
        />
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
      </Container>
    </section>
  );
}
