import { Section } from "~/components/Section/Section";
import { SectionHeader } from "~/components/Section/SectionHeader";
import { contactContent } from "~/content/contact";
import { sectionHeadingId, sectionIds } from "~/content/sectionIds";
import { ContactForm } from "./ContactForm";
import { ContactPanel } from "./ContactPanel";
import styles from "./Contact.module.css";

/**
 * The heading, the form and the panel; on wide screens the heading sits
 * over the panel beside the form, so the form starts at the top.
 */
export function Contact() {
  return (
    <Section
      id={sectionIds.contact}
      surface="alt"
      className={styles.grid}
      layout="columns"
    >
      <SectionHeader
        id={sectionHeadingId(sectionIds.contact)}
        eyebrow={contactContent.eyebrow}
        heading={contactContent.heading}
        lead={contactContent.lead}
      />
      <ContactForm />
      <ContactPanel />
    </Section>
  );
}
