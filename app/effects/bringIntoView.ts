/**
 * Brings the top of `element` on screen, below the sticky header (the
 * page's `scroll-padding-top`), unless its first lines are there already.
 * Used where something new appears that the visitor must read at once: the
 * assistant's newest answer, the contact form's confirmation.
 */
export function bringIntoView(
  element: Element,
  { isReduced = false, firstLinesPx = 48 } = {},
): void {
  const top = element.getBoundingClientRect().top;
  const headerBottom =
    Number.parseFloat(
      getComputedStyle(document.documentElement).scrollPaddingTop,
    ) || 0;
  const isSeen =
    top >= headerBottom && top + firstLinesPx <= window.innerHeight;
  if (isSeen) return;
  element.scrollIntoView({
    block: "start",
    behavior: isReduced ? "instant" : "smooth",
  });
}
