import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { TABS_RUN_BY_APP } from "~/lib/tabsBeforeApp";
import {
  defaultServiceTab,
  serviceTabIds,
  type ServiceTabId,
} from "~/content/serviceTabs";

export function isServiceTab(value: unknown): value is ServiceTabId {
  return serviceTabIds.some((id) => id === value);
}

function requestedTab(state: unknown): ServiceTabId | null {
  if (state && typeof state === "object" && "serviceTab" in state) {
    const tab = (state as { serviceTab: unknown }).serviceTab;
    if (isServiceTab(tab)) return tab;
  }
  return null;
}

/** The ids the tabs component gives its tab list and each tab. */
export const TAB_LIST_ID = "service-tabs";
export const tabId = (id: ServiceTabId) => `tab-${id}`;

/**
 * The tab the page shows as selected when it is already in the browser: a
 * choice the visitor made before the app ran (see lib/tabsBeforeApp.ts).
 * Null while prerendering and when the tabs are not on the page yet.
 */
function tabInDocument(): ServiceTabId | null {
  if (typeof document === "undefined") return null;
  const selected = document
    .getElementById(TAB_LIST_ID)
    ?.querySelector('[role="tab"][aria-selected="true"]');
  return serviceTabIds.find((id) => tabId(id) === selected?.id) ?? null;
}

/**
 * The selected services tab. A link may ask for a tab through its location
 * state (`{ serviceTab: "smm" }`): each such navigation selects it once, and
 * the visitor's own choice wins after that, including one made with the
 * keyboard or a tap before the app's code ran.
 */
export function useServiceTab() {
  const location = useLocation();
  const [tab, setTab] = useState<ServiceTabId>(
    () => requestedTab(location.state) ?? tabInDocument() ?? defaultServiceTab,
  );
  const firstTab = useRef(tab);

  // The app takes the tabs over in the commit that first shows them: the
  // HTML's script stands aside, and a key pressed while the app was starting
  // (after this component first rendered) is adopted.
  useLayoutEffect(() => {
    document.getElementById(TAB_LIST_ID)?.setAttribute(TABS_RUN_BY_APP, "");
    const shown = tabInDocument();
    if (shown && shown !== firstTab.current) setTab(shown);
  }, []);
  const [seenKey, setSeenKey] = useState(location.key);

  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const requested = requestedTab(location.state);
    if (requested && requested !== tab) setTab(requested);
  }

  const select = (value: string) => {
    if (isServiceTab(value)) setTab(value);
  };

  return { tab, select };
}
