import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { findHashTarget } from "~/lib/hash";
import { samePage } from "~/lib/nav";
import { motionBehavior } from "~/lib/scroll";

const useIsomorphicLayoutEffect =
  typeof window === "undefined" ? useEffect : useLayoutEffect;

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/**
 * Route-change scrolling (SPEC section 2):
 * - a new page starts at the top, instantly;
 * - a change of query string alone (a filter) keeps the position;
 * - a URL with a hash scrolls its section into view below the sticky header
 *   (ids matched case-insensitively), smoothly when it is on the same page;
 * - Back and Forward restore the position the visitor left.
 */
export function useScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);
  const previousSearch = useRef("");

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener("scroll", record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    const isFirstLoad = previousPath.current === null;
    const isSamePage =
      !isFirstLoad && samePage(previousPath.current ?? "", location.pathname);
    const isSameSearchPage =
      isSamePage && previousSearch.current !== location.search;
    previousPath.current = location.pathname;
    previousSearch.current = location.search;
    currentKey.current = location.key;

    if (navigationType === "POP" && !isFirstLoad) {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) {
        window.scrollTo({ top: saved, left: 0, behavior: "instant" });
        return;
      }
    }

    const target = location.hash ? findHashTarget(location.hash) : null;
    if (target) {
      target.scrollIntoView({
        behavior: isSamePage ? motionBehavior() : "instant",
        block: "start",
      });
      if (!isFirstLoad) focusWithoutScroll(target);
      return;
    }
    // A hash that names nothing (or a dialog's) and a filter changing the
    // query string keep the visitor where they are.
    if (isFirstLoad || location.hash || isSameSearchPage) return;
    window.scrollTo({
      top: 0,
      left: 0,
      behavior: isSamePage ? motionBehavior() : "instant",
    });
  }, [location.key, location.pathname, location.hash, navigationType]);
}
