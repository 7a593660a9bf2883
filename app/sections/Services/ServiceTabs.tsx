import * as Tabs from "@radix-ui/react-tabs";
import { services } from "~/content/services";
import { useIsHydrated } from "~/hooks/useIsHydrated";
import { ServicePane } from "./ServicePane";
import styles from "./Services.module.css";
import { useServiceTab } from "./useServiceTab";

/**
 * The two service panes as WAI-ARIA tabs; switching fades between them.
 * Without JavaScript both panes show, one after the other, and the tabs hide.
 */
export function ServiceTabs() {
  const { tab, select } = useServiceTab();
  const isHydrated = useIsHydrated();
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
            // Until scripts run, CSS hides it (and without JavaScript shows
            // both panes), so the prerendered HTML carries no inert.
            inert={isHydrated && service.id !== tab}
            className={styles.pane}
          >
            <ServicePane service={service} />
          </Tabs.Content>
        ))}
      </div>
    </Tabs.Root>
  );
}
