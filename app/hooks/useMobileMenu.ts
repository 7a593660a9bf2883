import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The phone menu: a native popover (`popover` on the menu, `popovertarget`
 * on its button), so the button opens it from the first paint, before the
 * app's code has run. The browser closes it on Escape (returning focus to
 * the button) and on a press outside it. This hook mirrors the popover's
 * state for `aria-expanded`, adopts a menu opened before the app ran, and
 * closes it when a link inside is chosen.
 */
export function useMobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const sync = () => setIsOpen(isPopoverOpen(menu));
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);

  const close = useCallback((returnFocus = true) => {
    const menu = menuRef.current;
    if (menu && isPopoverOpen(menu)) menu.hidePopover();
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  }, []);

  return { isOpen, close, buttonRef, menuRef };
}

function isPopoverOpen(element: HTMLElement): boolean {
  // Browsers without the popover API (and jsdom) never report it open.
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}
