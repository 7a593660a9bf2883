import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { contactContent } from "~/content/contact";
import { ContactForm } from "./ContactForm";
import { ContactPanel } from "./ContactPanel";
import styles from "./Contact.module.css";
import { sectionIds } from "~/content/sectionIds";

export function Contact() {
  return (
    <section
      id={sectionIds.contact}
      className={styles.contact}
      aria-labelledby="contact-heading"
    >
      <Container>
        <SectionHeader
          id="contact-heading"
          eyebrow={contactContent.eyebrow}
          heading={contactContent.heading}
          lead={contactContent.lead}
        />
        <div className={styles.grid} data-layout="columns">
          <ContactForm />
          <ContactPanel />
        </div>
      </Container>
    </section>
  );
}
