import { type ComponentProps, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { recordPendingNavigation } from "~/hooks/usePendingNavigation";
import { useLocalePath } from "~/hooks/useCopy";
import { prefetchPage } from "~/hooks/usePrefetchPages";

type PageLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "to"> & {
  to: string;
};

/**
 * A link to another page.
 * - Its code starts downloading on intent (a pointer over it, which a touch
 *   is from its start, or focus) through `prefetchPage`: a failed download
 *   changes nothing, where the router's own `prefetch` would reload the
 *   page.
 * - It shows its pressed state (`data-pressed`) from the moment it is
 *   pressed until the next page commits, so a tap answers at once on a slow
 *   phone while the router works. A press that turns into a scroll, a mouse
 *   leaving, or a click handled elsewhere (a new tab) lets go of it.
 */
export function PageLink({
  to: copyPath,
  onPointerEnter,
  onFocus,
  onPointerDown,
  onPointerCancel,
  onPointerLeave,
  onClick,
  ...props
}: PageLinkProps) {
  const location = useLocation();
  // A link of the copy leads to the page in the current page's language.
  const to = useLocalePath()(copyPath);
  const [isPressed, setIsPressed] = useState(false);

  // The page it led to has committed (or Back was pressed meanwhile).
  useEffect(() => setIsPressed(false), [location.key]);

  return (
    <Link
      to={to}
      data-pressed={isPressed ? "" : undefined}
      onPointerEnter={(event) => {
        prefetchPage(to);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchPage(to);
        onFocus?.(event);
      }}
      onPointerDown={(event) => {
        setIsPressed(event.button === 0);
        onPointerDown?.(event);
      }}
      onPointerCancel={(event) => {
        setIsPressed(false);
        onPointerCancel?.(event);
      }}
      onPointerLeave={(event) => {
        // A touch always leaves as it lifts, before its click.
        if (event.pointerType === "mouse") setIsPressed(false);
        onPointerLeave?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        const elsewhere =
          event.defaultPrevented ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          !!props.target;
        setIsPressed(!elsewhere);
        if (!elsewhere) recordPendingNavigation(to);
      }}
      {...props}
    />
  );
}
