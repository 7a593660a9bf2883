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
            // Radix makes every tab -1 until it hydrates; the selected one
            // must be reachable by Tab in the prerendered HTML too.
            tabIndex={service.id === tab ? 0 : -1}
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
            // The pane fading out can take neither focus nor a screen reader.
            inert={service.id !== tab}
            className={styles.pane}
          >
            <ServicePane service={service} />
          </Tabs.Content>
        ))}
      </div>
    </Tabs.Root>
  );
}
