const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** The media query list that says whether the visitor asked for less motion. */
export function reducedMotionQuery(): MediaQueryList {
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

/** For event handlers, which may read the browser directly. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && reducedMotionQuery().matches;
}

/** Smooth unless the visitor asked for reduced motion. */
export function motionBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "instant" : "smooth";
}

export function scrollToTop(behavior: ScrollBehavior = motionBehavior()) {
  window.scrollTo({ top: 0, left: 0, behavior });
}
