import type { ComponentProps } from "react";
import { Link } from "react-router";
import { recordPendingNavigation } from "~/hooks/usePendingNavigation";
import { prefetchPage } from "~/hooks/usePrefetchPages";

type PageLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "to"> & {
  to: string;
};

/**
 * A link to another page whose code starts downloading on intent (pointer
 * over it, focus, or the start of a tap) through `prefetchPage`: a failed
 * download changes nothing, where the router's own `prefetch` would reload
 * the page.
 */
export function PageLink({
  to,
  onMouseEnter,
  onFocus,
  onTouchStart,
  onClick,
  ...props
}: PageLinkProps) {
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        prefetchPage(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchPage(to);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetchPage(to);
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !to.startsWith("#")) {
          recordPendingNavigation(to);
        }
      }}
      {...props}
    />
  );
}
