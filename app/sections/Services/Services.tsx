import { deferred } from "~/components/Deferred/deferred";
import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { servicesIntro } from "~/content/services";
import styles from "./Services.module.css";

export const serviceTabs = deferred(
  () => import("./ServiceTabs").then((module) => module.ServiceTabs),
  "services",
);

export function Services() {
  return (
    <section
      id="services"
      className={styles.services}
      aria-labelledby="services-heading"
    >
      <Container>
        <SectionHeader
          id="services-heading"
          eyebrow="Services"
          heading={servicesIntro.heading}
          lead={servicesIntro.lead}
        />
        <serviceTabs.Component />
      </Container>
    </section>
  );
}
