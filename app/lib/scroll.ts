import { prefersReducedMotion } from "~/hooks/usePrefersReducedMotion";

/** Smooth unless the visitor asked for reduced motion. */
export function motionBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "instant" : "smooth";
}

export function scrollToTop(behavior: ScrollBehavior = motionBehavior()) {
  window.scrollTo({ top: 0, left: 0, behavior });
}
