import { Section } from "~/components/Section/Section";
import { sectionIds } from "~/content/sectionIds";
import { servicesIntro } from "~/content/services";
import type { MeasuredFigure } from "~/lib/measured";
import { ServiceTabs } from "./ServiceTabs";

/** `measured`: figures the build found measured, beside the web tab's KPIs. */
export function Services({
  measured = [],
}: {
  measured?: readonly MeasuredFigure[];
}) {
  return (
    <Section id={sectionIds.services} intro={servicesIntro}>
      <ServiceTabs measured={measured} />
    </Section>
  );
}
