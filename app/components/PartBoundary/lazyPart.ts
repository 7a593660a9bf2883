import { type ComponentType, createElement, lazy } from "react";
import { retryingImport } from "./retryingImport";

export type LazyPart<P> = {
  /** Renders the part; suspends while its code downloads. */
  Part: ComponentType<P>;
  /** Starts the download ahead of need (on intent). */
  preload: () => void;
  /** Forgets a failed download so the next render tries again. */
  reset: () => void;
};

/**
 * A part of the page whose code loads on first use, inside a
 * `PartBoundary`: React.lazy keeps a failed load for good, so `reset` swaps
 * in a fresh one when the visitor presses Retry.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  const loadOnce = retryingImport(load);
  const makeLazy = () =>
    lazy(() => loadOnce().then((component) => ({ default: component })));
  let Current = makeLazy();
  function Part(props: P) {
    return createElement(Current, props);
  }
  return {
    Part,
    preload: () => {
      loadOnce().catch(() => {});
    },
    reset: () => {
      Current = makeLazy();
    },
  };
}
