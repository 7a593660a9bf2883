import { ButtonLink } from "~/components/Button/Button";
import { Container } from "~/components/Container/Container";
import styles from "./ContactCta.module.css";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";

type ContactCtaProps = {
  cta: { title: string; body: string; action: string };
};

/** The closing call to action: every page ends at the contact form. */
export function ContactCta({ cta }: ContactCtaProps) {
  return (
    <section className={styles.cta}>
      <Container isNarrow className={styles.inner}>
        <h2 className={styles.title}>{cta.title}</h2>
        <p className={styles.body}>{cta.body}</p>
        <ButtonLink
          to={homeSectionPath(sectionIds.contact)}
          className={styles.action}
        >
          {cta.action}
        </ButtonLink>
      </Container>
    </section>
  );
}
