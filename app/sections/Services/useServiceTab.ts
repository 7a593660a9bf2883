import { useState } from "react";
import { useLocation } from "react-router";
import {
  defaultServiceTab,
  services,
  type ServiceTabId,
} from "~/content/services";

export function isServiceTab(value: unknown): value is ServiceTabId {
  return services.some((service) => service.id === value);
}

function requestedTab(state: unknown): ServiceTabId | null {
  if (state && typeof state === "object" && "serviceTab" in state) {
    const tab = (state as { serviceTab: unknown }).serviceTab;
    if (isServiceTab(tab)) return tab;
  }
  return null;
}

/**
 * The selected services tab. A link may ask for a tab through its location
 * state (`{ serviceTab: "smm" }`): each such navigation selects it once, and
 * the visitor's own choice wins after that.
 */
export function useServiceTab() {
  const location = useLocation();
  const [tab, setTab] = useState<ServiceTabId>(
    () => requestedTab(location.state) ?? defaultServiceTab,
  );
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
