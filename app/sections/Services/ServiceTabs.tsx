import * as Tabs from "@radix-ui/react-tabs";
import { services } from "~/content/services";
import { ServicePane } from "./ServicePane";
import styles from "./Services.module.css";
import { useServiceTab } from "./useServiceTab";

/** The two service panes as WAI-ARIA tabs; switching fades between them. */
export function ServiceTabs() {
  const { tab, select } = useServiceTab();
  return (
    <Tabs.Root value={tab} onValueChange={select} className={styles.root}>
      <Tabs.List className={styles.list} aria-label="Service lines">
        {services.map((service) => (
          <Tabs.Trigger
            key={service.id}
            value={service.id}
            id={`tab-${service.id}`}
            aria-controls={`panel-${service.id}`}
            className={styles.tab}
          >
            {service.tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className={styles.panes}>
        {services.map((service) => (
          <Tabs.Content
            key={service.id}
            value={service.id}
            id={`panel-${service.id}`}
            aria-labelledby={`tab-${service.id}`}
            forceMount
            className={styles.pane}
          >
            <ServicePane service={service} />
          </Tabs.Content>
        ))}
      </div>
    </Tabs.Root>
  );
}
