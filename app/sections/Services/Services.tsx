import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import type { HomeContent } from "~/content/words";
import type { MeasuredFigure } from "~/lib/measured";
import { ServiceTabs } from "./ServiceTabs";
import styles from "./Services.module.css";
import { useWords } from "~/hooks/useCopy";

type ServicesProps = {
  /** The service lines in the page's language (the page's data). */
  services: HomeContent["services"];
  /** Figures the build found measured, beside the web tab's KPIs. */
  measured?: readonly MeasuredFigure[];
};

export function Services({ services, measured = [] }: ServicesProps) {
  const { servicesIntro } = useWords();
  return (
    <Section
      id={sectionIds.services}
      surface="alt"
      intro={servicesIntro}
      className={styles.section}
    >
      <ServiceTabs services={services} measured={measured} />
    </Section>
  );
}
