import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { LINE_PARAM, parseLineFilter, type LineFilter } from "~/lib/caseStudy";

const subscribe = () => () => {};

/**
 * The service line chosen in `?line=`. The prerendered HTML of /portfolio
 * knows no query string, so hydration renders "all" like that HTML did and
 * the filter from the URL applies right after (no hydration mismatch).
 */
export function usePortfolioFilter(): LineFilter {
  const [searchParams] = useSearchParams();
  const isHydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return isHydrated ? parseLineFilter(searchParams.get(LINE_PARAM)) : "all";
}
