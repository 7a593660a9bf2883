import { useEffect } from "react";
import { useLocation } from "react-router";
import { sameHash } from "~/lib/hash";
import { watchUntilNeeded } from "~/lib/whenNeeded";

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
    if (sameHash(hash, sectionId) || !element) {
      onNeeded();
      return;
    }
    return watchUntilNeeded(element, rootMargin, onNeeded);
  }, [hash, isWaiting, onNeeded, rootMargin, sectionId]);
}
