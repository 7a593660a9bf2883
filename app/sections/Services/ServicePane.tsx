import { ButtonLink } from "~/components/Button/Button";
import { MeasuredFigures } from "~/components/MeasuredFigures/MeasuredFigures";
import type { Service } from "~/content/types";
import type { MeasuredFigure } from "~/lib/measured";
import styles from "./Services.module.css";
import { SERVICE_ITEMS_SHOWN } from "~/content/serviceTabs";
import { ServiceItem } from "./ServiceItem";
import { sectionHash, sectionIds } from "~/content/sectionIds";
import { useWords } from "~/hooks/useCopy";

type ServicePaneProps = {
  service: Service;
  measured?: readonly MeasuredFigure[];
};

/**
 * One service line: its promise, results and tags, and its offerings, the
 * first few shown and the rest behind a native disclosure.
 */
export function ServicePane({ service, measured = [] }: ServicePaneProps) {
  const { servicesIntro } = useWords();
  const shown = service.items.slice(0, SERVICE_ITEMS_SHOWN);
  const folded = service.items.slice(SERVICE_ITEMS_SHOWN);
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
      <div className={styles.offerings}>
        <ul className={styles.items}>
          {shown.map((item) => (
            <ServiceItem key={item.lead} item={item} />
          ))}
        </ul>
        {folded.length > 0 && (
          <details className={styles.fold}>
            <summary className={styles.more}>
              {servicesIntro.moreItems(folded.length)}
            </summary>
            <ul className={styles.items}>
              {folded.map((item) => (
                <ServiceItem key={item.lead} item={item} />
              ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  );
}
