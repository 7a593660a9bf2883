import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import { servicesIntro } from "~/content/services";
import { ServiceTabs } from "./ServiceTabs";
import styles from "./Services.module.css";

export function Services() {
  return (
    <Section
      id={sectionIds.services}
      surface="alt"
      intro={servicesIntro}
      className={styles.section}
    >
      <ServiceTabs />
    </Section>
  );
}
