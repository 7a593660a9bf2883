import { Section } from "~/components/Section/Section";
import { contactContent } from "~/content/contact";
import { sectionIds } from "~/content/sectionIds";
import { ContactForm } from "./ContactForm";
import { ContactPanel } from "./ContactPanel";
import styles from "./Contact.module.css";

export function Contact() {
  return (
    <Section id={sectionIds.contact} surface="alt" intro={contactContent}>
      <div className={styles.grid} data-layout="columns">
        <ContactForm />
        <ContactPanel />
      </div>
    </Section>
  );
}
