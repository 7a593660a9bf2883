import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { findHashTarget, hashTarget } from "~/lib/hash";

/** True on a page load that was neither a reload nor Back/Forward. */
function isFreshPageLoad(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return !entry || (entry as PerformanceNavigationTiming).type === "navigate";
}

/**
 * What `<ScrollRestoration>` leaves to us about hashes: ids are matched
 * case-insensitively (`/Home#Services` reaches `id="services"`), and an
 * in-app link to a section moves keyboard focus there too. The router
 * restores positions on reload, Back and Forward; this hook leaves those alone.
 */
export function useHashTarget() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const isFirstLoad = isFirstRender.current;
    isFirstRender.current = false;
    if (!location.hash) return;
    if (navigationType === "POP" && !(isFirstLoad && isFreshPageLoad())) {
      return;
    }
    const target = findHashTarget(location.hash, document);
    if (!target) return;
    // The router (and the browser) already scrolled to an exact match.
    if (target.id !== hashTarget(location.hash)) {
      target.scrollIntoView({ block: "start", behavior: "instant" });
    }
    if (isFirstLoad) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);
}
