import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Open/close state for a disclosure menu: closes on Escape and on a pointer
 * press outside `containerRef`, returning focus to the toggle button when the
 * visitor was inside the menu.
 */
export function useMobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus = true) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  }, []);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    };
    const handlePointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node) {
        if (!container.contains(event.target)) close(false);
      }
    };
    document.addEventListener("keydown", handleKeyDown);
    document.addEventListener("pointerdown", handlePointerDown);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      document.removeEventListener("pointerdown", handlePointerDown);
    };
  }, [isOpen, close]);

  return { isOpen, toggle, close, buttonRef, containerRef };
}
