import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import type { MeasuredFigure } from "~/lib/measured";
import { ServiceTabs } from "./ServiceTabs";
import styles from "./Services.module.css";
import { useWords } from "~/hooks/useCopy";

/** `measured`: figures the build found measured, beside the web tab's KPIs. */
export function Services({
  measured = [],
}: {
  measured?: readonly MeasuredFigure[];
}) {
  const { servicesIntro } = useWords();
  return (
    <Section
      id={sectionIds.services}
      surface="alt"
      intro={servicesIntro}
      className={styles.section}
    >
      <ServiceTabs measured={measured} />
    </Section>
  );
}
