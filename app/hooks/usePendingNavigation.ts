import { useEffect } from "react";
import { useNavigation } from "react-router";
import {
  PENDING_NAVIGATION_KEY,
  type PendingNavigation,
} from "~/lib/pendingNavigation";

/**
 * Records `to` at once, from a link's click: the router may reload before
 * an effect could (a download that fails at once).
 */
export function recordPendingNavigation(to: string) {
  try {
    const pending: PendingNavigation = { to, at: Date.now() };
    sessionStorage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: a failed download then reloads the current page.
  }
}

/**
 * Records where a client-side navigation is going while its code loads, for
 * `resumeNavigationScript` to finish it with a full page load if the code
 * never arrives. Cleared as soon as the router settles.
 */
export function usePendingNavigation() {
  const navigation = useNavigation();
  const destination = navigation.location
    ? `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}`
    : null;

  useEffect(() => {
    try {
      if (destination) {
        recordPendingNavigation(destination);
      } else {
        sessionStorage.removeItem(PENDING_NAVIGATION_KEY);
      }
    } catch {
      // Storage blocked: a failed download then reloads the current page.
    }
  }, [destination]);
}
