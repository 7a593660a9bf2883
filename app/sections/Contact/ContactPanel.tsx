import { Bot, Mail, MapPin, Phone } from "lucide-react";
import { ButtonLink } from "~/components/Button/Button";
import { telHref } from "~/lib/contactLinks";
import styles from "./ContactPanel.module.css";
import { OpenStatus } from "./OpenStatus";
import { sectionHash, sectionIds } from "~/content/sectionIds";
import { useWords } from "~/hooks/useCopy";

export function ContactPanel() {
  const { contactContent, site } = useWords();
  return (
    <aside className={styles.panel} aria-labelledby="contact-panel-heading">
      <h3 id="contact-panel-heading" className={styles.heading}>
        {contactContent.panelHeading}
      </h3>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Phone aria-hidden="true" size={20} className={styles.icon} />
          <div>
            <a href={telHref(site.phone)} className={styles.link}>
              {site.phone}
            </a>
            <p className={styles.meta}>{site.hours.label}</p>
          </div>
        </li>
        <li className={styles.item}>
          <Mail aria-hidden="true" size={20} className={styles.icon} />
          <div>
            <a href={`mailto:${site.email}`} className={styles.link}>
              {site.email}
            </a>
            <p className={styles.meta}>{contactContent.supportLine}</p>
          </div>
        </li>
        <li className={styles.item}>
          <MapPin aria-hidden="true" size={20} className={styles.icon} />
          <div>
            <p className={styles.place}>{site.address.line}</p>
            <p className={styles.meta}>{site.address.note}</p>
          </div>
        </li>
      </ul>
      {/* Last in the list: its live text can take one line or three
          without moving anything above it. */}
      <OpenStatus />
      <ButtonLink to={sectionHash(sectionIds.assistant)} variant="inverse">
        <Bot aria-hidden="true" size={20} />
        {contactContent.assistantCta}
      </ButtonLink>
    </aside>
  );
}
