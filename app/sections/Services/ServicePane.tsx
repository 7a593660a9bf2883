import { Check } from "lucide-react";
import { ButtonLink } from "~/components/Button/Button";
import { MeasuredFigures } from "~/components/MeasuredFigures/MeasuredFigures";
import type { Service } from "~/content/types";
import type { MeasuredFigure } from "~/lib/measured";
import styles from "./Services.module.css";
import { servicesIntro } from "~/content/services";
import { sectionHash, sectionIds } from "~/content/sectionIds";

type ServicePaneProps = {
  service: Service;
  measured?: readonly MeasuredFigure[];
};

export function ServicePane({ service, measured = [] }: ServicePaneProps) {
  return (
    <div className={styles.paneInner}>
      <div className={styles.paneHead}>
        <h3 className={styles.title}>{service.title}</h3>
        <p className={styles.subtitle}>{service.subtitle}</p>
        <ul className={styles.kpis} aria-label={servicesIntro.kpisLabel}>
          {service.kpis.map((kpi) => (
            <li key={kpi} className={styles.kpi}>
              {kpi}
            </li>
          ))}
        </ul>
        <MeasuredFigures figures={measured} />
        <ul className={styles.tags} aria-label={servicesIntro.tagsLabel}>
          {service.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <ButtonLink to={sectionHash(sectionIds.contact)} className={styles.cta}>
          {service.cta}
        </ButtonLink>
      </div>
      <ul className={styles.items}>
        {service.items.map((item) => (
          <li key={item.lead} className={styles.item}>
            <Check aria-hidden="true" size={20} className={styles.icon} />
            <div>
              <h4 className={styles.lead}>{item.lead}</h4>
              <p className={styles.copy}>{item.copy}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
