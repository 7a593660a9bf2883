import { type KeyboardEvent, useRef } from "react";
import type { MeasuredFigure } from "~/lib/measured";
import { tabsBeforeAppScript } from "~/lib/tabsBeforeApp";
import { useIsHydrated } from "~/hooks/useIsHydrated";
import { ServicePane } from "./ServicePane";
import styles from "./Services.module.css";
import { TAB_LIST_ID, tabId, useServiceTab } from "./useServiceTab";
import { useWords } from "~/hooks/useCopy";
import type { HomeContent } from "~/content/words";

/** Where each key moves the selection in a row of tabs (WAI-ARIA APG). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * The two service panes as WAI-ARIA tabs with automatic activation: arrows,
 * Home and End move and select, one tab stop for the row. Switching fades
 * between the panes. Without JavaScript both panes show, one after the
 * other, and the tabs hide.
 */
export function ServiceTabs({
  services,
  measured = [],
}: {
  /** The service lines in the page's language. */
  services: HomeContent["services"];
  /** Measured figures for the web tab's KPIs. */
  measured?: readonly MeasuredFigure[];
}) {
  const { servicesIntro } = useWords();
  const { tab, select } = useServiceTab();
  const isHydrated = useIsHydrated();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    // Handled by the HTML's own script in the moment before the app ran.
    if (event.defaultPrevented) return;
    const next = nextIndex(event.key, index, services.length);
    const service = next === null ? undefined : services[next];
    if (next === null || !service) return;
    event.preventDefault();
    select(service.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.root}>
      <div
        role="tablist"
        id={TAB_LIST_ID}
        aria-label={servicesIntro.tabsLabel}
        className={styles.list}
      >
        {services.map((service, index) => {
          const isSelected = service.id === tab;
          return (
            <button
              key={service.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(service.id)}
              aria-controls={`panel-${service.id}`}
              aria-selected={isSelected}
              data-state={isSelected ? "active" : "inactive"}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={(event) => {
                if (!event.defaultPrevented) select(service.id);
              }}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {service.tabLabel}
            </button>
          );
        })}
      </div>
      {isHydrated ? null : (
        // Only in the prerendered HTML (kept while hydrating, so it matches):
        // a page the app renders itself has no moment before the app runs.
        // Its text is written at build only: the page's JavaScript does
        // not carry it, and hydration keeps the script as it is.
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? tabsBeforeAppScript(TAB_LIST_ID) : "",
          }}
        />
      )}
      <div className={styles.panes}>
        {services.map((service) => {
          const isSelected = service.id === tab;
          return (
            <div
              key={service.id}
              role="tabpanel"
              id={`panel-${service.id}`}
              aria-labelledby={tabId(service.id)}
              data-state={isSelected ? "active" : "inactive"}
              // The pane is a tab stop after its tab (WAI-ARIA tabs pattern).
              tabIndex={0}
              // The pane fading out can take neither focus nor a screen
              // reader. Until scripts run, CSS hides it (and without
              // JavaScript shows both panes), so the HTML carries no inert.
              inert={isHydrated && !isSelected}
              className={styles.pane}
            >
              <ServicePane
                service={service}
                measured={service.id === "dev" ? measured : []}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
