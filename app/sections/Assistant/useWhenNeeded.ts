import { useEffect } from "react";
import { useLocation } from "react-router";
import { sameHash } from "~/lib/hash";

const INTERACTIONS = ["focusin", "pointerdown", "keydown", "touchstart"];

/**
 * Calls `onNeeded` once the section with `sectionId` comes within
 * `rootMargin` of the viewport, the visitor focuses, taps or types inside
 * it, or the URL's hash names it. Runs only while `isWaiting`.
 */
export function useWhenNeeded(
  sectionId: string,
  onNeeded: () => void,
  { isWaiting, rootMargin }: { isWaiting: boolean; rootMargin: string },
) {
  const { hash } = useLocation();

  useEffect(() => {
    if (!isWaiting) return;
    const element = document.getElementById(sectionId);
    if (
      sameHash(hash, sectionId) ||
      !element ||
      typeof IntersectionObserver === "undefined"
    ) {
      onNeeded();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNeeded();
      },
      { rootMargin },
    );
    observer.observe(element);
    for (const name of INTERACTIONS) {
      element.addEventListener(name, onNeeded, { passive: true });
    }
    return () => {
      observer.disconnect();
      for (const name of INTERACTIONS) {
        element.removeEventListener(name, onNeeded);
      }
    };
  }, [hash, isWaiting, onNeeded, rootMargin, sectionId]);
}
