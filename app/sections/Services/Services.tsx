import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import { servicesIntro } from "~/content/services";
import { ServiceTabs } from "./ServiceTabs";

export function Services() {
  return (
    <Section id={sectionIds.services} intro={servicesIntro}>
      <ServiceTabs />
    </Section>
  );
}
