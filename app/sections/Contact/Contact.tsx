import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { contactContent } from "~/content/contact";
import { deferred } from "~/components/Deferred/deferred";
import { ContactPanel } from "./ContactPanel";
import styles from "./Contact.module.css";
// The form's code loads on demand, but its prerendered HTML is on the page
// from the start: its styles must be too, or it reflows when the code lands.
// Using a class from each stylesheet here puts them in this page's CSS.
import formStyles from "./ContactForm.module.css";
import handOffStyles from "./HandOff.module.css";

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
        <div className={styles.grid} data-layout="columns">
          <div className={`${formStyles.slot} ${handOffStyles.slot}`}>
            <contactForm.Component />
          </div>
          <ContactPanel />
        </div>
      </Container>
    </section>
  );
}
