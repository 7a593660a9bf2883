import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { servicesIntro } from "~/content/services";
import { ServiceTabs } from "./ServiceTabs";
import styles from "./Services.module.css";
import { sectionIds } from "~/content/sectionIds";

export function Services() {
  return (
    <section
      id={sectionIds.services}
      className={styles.services}
      aria-labelledby="services-heading"
    >
      <Container>
        <SectionHeader
          id="services-heading"
          eyebrow={servicesIntro.eyebrow}
          heading={servicesIntro.heading}
          lead={servicesIntro.lead}
        />
        <ServiceTabs />
      </Container>
    </section>
  );
}
