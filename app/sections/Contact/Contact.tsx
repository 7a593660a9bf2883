import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { contactContent } from "~/content/contact";
import { deferred } from "~/components/Deferred/deferred";
import { ContactPanel } from "./ContactPanel";
import styles from "./Contact.module.css";

export const contactForm = deferred(
  () => import("./ContactForm").then((module) => module.ContactForm),
  "contact",
);

export function Contact() {
  return (
    <section
      id="contact"
      className={styles.contact}
      aria-labelledby="contact-heading"
    >
      <Container>
        <SectionHeader
          id="contact-heading"
          eyebrow="Contact"
          heading={contactContent.heading}
          lead={contactContent.lead}
        />
        <div className={styles.grid}>
          <contactForm.Component />
          <ContactPanel />
        </div>
      </Container>
    </section>
  );
}
